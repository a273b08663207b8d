import { timingSafeEqual } from 'node:crypto';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { socketAddress } from '../auth/rate-limit.js';
import type { AppBase, AppDeps } from '../context.js';
import type { Mailer } from '../mail/mailer.js';
import { isLoopbackAddress } from '../mail/dev-mailbox.routes.js';
import { STREAM_KINDS } from '../realtime/streams.js';
import { apiError, routeNotFound } from './errors.js';

export const METRICS_PATH = '/metrics';

/** Seconds: a page read takes milliseconds, a slow mail-sending mutation a few seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Operation names come from clients: past this many distinct names the rest count as `other`,
 * so a client inventing names cannot grow the metrics without bound.
 */
export const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** What the mailer has done since start (see `countMail`). */
interface MailStats {
  pending: number;
  sent: number;
  failed: number;
}
const mailStats = new WeakMap<Mailer, MailStats>();

/** The mailer, counting messages in delivery, delivered and failed for /metrics. */
export function countMail(mailer: Mailer): Mailer {
  const stats: MailStats = { pending: 0, sent: 0, failed: 0 };
  const counted: Mailer = {
    async send(mail) {
      stats.pending += 1;
      try {
        await mailer.send(mail);
        stats.sent += 1;
      } catch (err) {
        stats.failed += 1;
        throw err;
      } finally {
        stats.pending -= 1;
      }
    },
  };
  mailStats.set(counted, stats);
  return counted;
}

/** The PostgreSQL pool's counts (node-postgres); PGlite in this thread has no pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
function poolOf(deps: AppBase): PoolCounts | undefined {
  const client = (deps.db as { $client?: unknown }).$client as Partial<PoolCounts> | undefined;
  return client && typeof client.totalCount === 'number' ? (client as PoolCounts) : undefined;
}

export interface AppMetrics {
  readonly registry: Registry;
  /** The text a scrape gets (the process metrics start being collected at the first). */
  scrape(): Promise<string>;
  /** Counts and times each request by method, matched route pattern and status. */
  readonly requests: MiddlewareHandler;
  /** Counts and times GraphQL operations by name and type. */
  readonly graphql: Plugin;
  /** How late (seconds) the draft clock made the pick that was due last. */
  draftClockLag(seconds: number): void;
}

/**
 * The metrics of one app: one registry each, so that two apps in one test process stay apart.
 * The gauges read the app's streams, pool and mailer when scraped.
 */
export function createMetrics(deps: AppBase & Pick<AppDeps, 'realtime'>): AppMetrics {
  const registry = new Registry();

  const httpRequests = new Counter({
    name: 'tiix_http_requests_total',
    help: 'HTTP requests answered, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'tiix_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (for a stream: until it opened), by route pattern.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const gqlOperations = new Counter({
    name: 'tiix_graphql_operations_total',
    help: 'GraphQL operations executed, by operation name and type.',
    labelNames: ['operation', 'type'] as const,
    registers: [registry],
  });
  const gqlDuration = new Histogram({
    name: 'tiix_graphql_operation_duration_seconds',
    help: 'Time to execute a GraphQL query or mutation, by operation name and type.',
    labelNames: ['operation', 'type'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'tiix_live_streams_open',
    help: 'Live streams open on this instance, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const counts = deps.realtime.streams.counts();
      for (const kind of STREAM_KINDS) this.set({ kind }, counts[kind]);
    },
  });
  const clockLag = new Gauge({
    name: 'tiix_draft_clock_lag_seconds',
    help: 'How late this instance made the last pick that fell due (0 until it made one).',
    registers: [registry],
  });
  new Gauge({
    name: 'tiix_db_pool_connections',
    help: 'Database connections of this instance by state (the embedded database in a worker has one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(deps);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tiix_mail_messages',
    help: 'E-mails since start: in delivery (pending), delivered (sent) and failed.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = mailStats.get(deps.mailer) ?? { pending: 0, sent: 0, failed: 0 };
      this.set({ state: 'pending' }, stats.pending);
      this.set({ state: 'sent' }, stats.sent);
      this.set({ state: 'failed' }, stats.failed);
    },
  });

  const names = new Set<string>();
  const operationLabel = (document: DocumentNode, requested: string | null | undefined) => {
    let operation: OperationDefinitionNode | undefined;
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!requested || definition.name?.value === requested) {
        operation = definition;
        break;
      }
    }
    const raw = operation?.name?.value;
    let name = raw && OPERATION_NAME.test(raw) ? raw : 'anonymous';
    if (!names.has(name)) {
      if (names.size >= MAX_OPERATION_NAMES) name = 'other';
      else names.add(name);
    }
    return { operation: name, type: operation?.operation ?? 'unknown' };
  };

  let processMetrics = false;
  return {
    registry,
    scrape() {
      if (!processMetrics) {
        processMetrics = true;
        collectDefaultMetrics({ register: registry, prefix: 'tiix_' });
      }
      return registry.metrics();
    },
    requests: async (c, next) => {
      const start = performance.now();
      try {
        await next();
      } finally {
        const labels = {
          method: c.req.method,
          // The pattern that answered (`/api/drafts/:id/events`), never the raw path.
          route: routePath(c),
          status: String(c.res.status),
        };
        httpRequests.inc(labels);
        httpDuration.observe(labels, (performance.now() - start) / 1000);
      }
    },
    graphql: {
      onExecute({ args }) {
        const labels = operationLabel(args.document, args.operationName);
        const start = performance.now();
        gqlOperations.inc(labels);
        return {
          onExecuteDone() {
            gqlDuration.observe(labels, (performance.now() - start) / 1000);
          },
        };
      },
      onSubscribe({ args }) {
        gqlOperations.inc(operationLabel(args.document, args.operationName));
      },
    },
    draftClockLag(seconds) {
      clockLag.set(Math.max(0, seconds));
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format, for this machine only (the socket's peer is a
 * loopback address; X-Forwarded-For is never believed here) or for a caller sending
 * `Authorization: Bearer <METRICS_TOKEN>`. Anyone else gets 404 (401 for a wrong token).
 */
export function createMetricsRouter(deps: AppDeps): Hono {
  const router = new Hono();
  router.get(METRICS_PATH, async (c) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const expected = deps.config.metricsToken;
    const allowed =
      (token !== undefined && expected !== undefined && sameSecret(token, expected)) ||
      (token === undefined && isLoopbackAddress(socketAddress(c)));
    if (!allowed) {
      if (token === undefined) return routeNotFound(c);
      return apiError(c, 401, 'unauthorized', 'The metrics token is wrong');
    }
    const metrics = deps.metrics;
    return c.body(await metrics.scrape(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
  return router;
}
