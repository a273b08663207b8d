import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import type { Logger } from '../logger.js';
import { checkHealth } from '../modules/system/system.service.js';
import { createMetricsRouter } from './metrics.js';

/** Whether this instance is stopping: it then answers /readyz with 503 so no new work comes. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * Liveness (`/healthz`: the process answers), readiness (`/readyz`: it can reach its database
 * and is not stopping) and `/metrics` (./metrics.ts).
 */
export function createHealthRouter(deps: AppDeps): Hono {
  const router = new Hono();
  const lifecycle = deps.lifecycle;
  router.get('/healthz', (c) => c.json({ status: 'ok' }));
  router.get('/readyz', async (c) => {
    if (lifecycle.draining) return c.json({ status: 'stopping' }, 503);
    const health = await checkHealth(deps.db, deps.logger);
    return health.database === 'OK'
      ? c.json({ status: 'ok', ...health })
      : c.json({ status: 'unavailable', ...health }, 503);
  });
  router.route('/', createMetricsRouter(deps));
  return router;
}

/** What shutdown needs of the Node HTTP server (`serve()`'s result). */
export interface ClosableServer {
  close(callback?: (err?: Error) => void): unknown;
  closeIdleConnections?(): void;
  closeAllConnections?(): void;
}

export interface ShutdownParts {
  deps: AppDeps;
  server: ClosableServer;
  /** Background workers (the draft clock, reminders): stopped after the streams end. */
  workers: { stop(): Promise<void> }[];
  /** Released last (the database). */
  close: () => Promise<void>;
  timeoutMs: number;
  logger: Logger;
}

// How often connections that went idle after the server stopped listening are closed.
const IDLE_SWEEP_MS = 100;

/**
 * Stops one instance without dropping work, within `timeoutMs`:
 * 1. `/readyz` answers 503, so the load balancer sends nothing new;
 * 2. the server stops accepting connections (idle keep-alive ones are closed);
 * 3. every live stream ends with a reconnect hint, and its client reconnects to another instance;
 * 4. the workers stop: the draft clock finishes a pick in progress (its transaction ends and the
 *    draft it claimed is free) and tells the other instances' clocks to look at once;
 * 5. running requests finish; then the realtime connections and the database close.
 * Past `timeoutMs` the remaining connections are cut. Resolves 'clean' or 'timeout'.
 */
export async function shutDown(parts: ShutdownParts): Promise<'clean' | 'timeout'> {
  const { deps, server, logger } = parts;
  const started = Date.now();
  deps.lifecycle.draining = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections?.(), IDLE_SWEEP_MS);
  sweep.unref();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), parts.timeoutMs);
    timer.unref();
  });
  const { realtime } = deps;
  realtime.streams.endAll();
  const drained = (async () => {
    for (const worker of parts.workers) {
      await worker.stop().catch((err: unknown) => logger.error({ err }, 'Worker did not stop'));
    }
    server.closeIdleConnections?.();
    await closed;
    return 'clean' as const;
  })();
  const outcome = await Promise.race([drained, deadline]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (outcome === 'timeout') {
    logger.warn({ timeoutMs: parts.timeoutMs }, 'Requests still running at the shutdown timeout');
    server.closeAllConnections?.();
  }
  await realtime.close().catch(() => undefined);
  await parts.close().catch((err: unknown) => logger.error({ err }, 'Close failed'));
  logger.info({ ms: Date.now() - started, outcome }, 'Stopped');
  return outcome;
}
