import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { authEnvSchema, buildAuthConfig, type AuthConfig } from './auth/auth-config.js';
import { buildOAuthConfig, oauthEnvSchema, type OAuthConfig } from './auth/oauth/config.js';
import { buildSmsConfig, smsEnvSchema, type SmsConfig } from './auth/sms/config.js';
import { buildStorageConfig, storageEnvSchema, type StorageConfig } from './storage/config.js';
import {
  buildWebauthnConfig,
  webauthnEnvSchema,
  type WebauthnConfig,
} from './auth/webauthn/config.js';
import {
  buildPaymentsConfig,
  paymentsEnvSchema,
  type PaymentsConfig,
} from './payments-provider/config.js';
import {
  buildProductEventsConfig,
  productEventsEnvSchema,
  type ProductEventsConfig,
} from './modules/analytics/analytics.config.js';

/** The server package folder. `..` from this file is the same from src/ (tsx, vitest) and dist/ (node). */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The workspace root: the folder holding shell/ and mf-*. */
export const WORKSPACE_DIR = resolve(SERVER_DIR, '..');

/** The Module Federation remotes the server knows how to serve. */
export const REMOTE_NAMES = [
  'mf-landing',
  'mf-wizard',
  'mf-teams',
  'mf-draft',
  'mf-payments',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// `FOO=` in a shell or .env file means "not set", not "set to the empty string".
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

const remotesSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a JSON object, e.g. {"mf-teams":"https://cdn.example.com/mf-teams/mf-manifest.json"}',
      });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().min(1), z.string().min(1, 'manifest URL must not be empty')));

const envSchema = z.object({
  PORT: env(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: env(z.string().default('0.0.0.0')),
  DATA_DIR: env(z.string().default('.data')),
  DATABASE_URL: env(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  // Connections to PostgreSQL per server process (not used with the embedded database).
  DB_POOL_MAX: env(z.coerce.number().int().min(1).max(1000).default(10)),
  REDIS_URL: env(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  PUBLIC_URL: env(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  // How many server processes the operator runs behind one address: above 1, the start-up
  // checks (config-checks.ts) require the shared services every instance must use.
  SERVER_INSTANCES: env(z.coerce.number().int().min(1).max(1000).default(1)),
  LOG_LEVEL: env(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  STATIC_ROOT: env(z.string().optional()),
  REMOTES: env(remotesSchema.optional()),
  NODE_ENV: env(z.enum(['development', 'production', 'test']).default('development')),
  ...authEnvSchema,
  ...webauthnEnvSchema,
  ...oauthEnvSchema,
  ...smsEnvSchema,
  ...storageEnvSchema,
  SMTP_URL: env(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: env(
    z
      .string()
      .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        error: 'must be an address, e.g. Tiix <no-reply@tiix.app>',
      })
      .default('Tiix <no-reply@tiix.app>'),
  ),
  // Where league schedules come from (src/modules/leagues/schedule-provider.ts).
  SCHEDULE_PROVIDER: env(z.enum(['bundled']).default('bundled')),
  // Card payments, payouts and the plan subscription (src/payments-provider/config.ts).
  ...paymentsEnvSchema,
  // The dev mailbox serves sign-in links: off in production unless asked for, loopback only
  // unless opened explicitly (docs/security.md).
  DEV_MAILBOX_ENABLED: env(z.enum(['true', 'false']).optional()),
  DEV_MAILBOX_PUBLIC: env(z.enum(['true', 'false']).default('false')),
  // Test-only: lets an end-to-end test run time-based jobs as of a later time (loopback only).
  TEST_CLOCK_ENABLED: env(z.enum(['true', 'false']).default('false')),
  // Largest accepted upload body under /v1/storage (the storage routes may check less).
  STORAGE_MAX_UPLOAD_BYTES: env(
    z.coerce
      .number()
      .int()
      .min(1)
      .default(50 * 1024 * 1024),
  ),
  // GraphQL requests per client IP, and mail-sending mutations per user.
  GRAPHQL_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(300)),
  GRAPHQL_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(60)),
  GRAPHQL_MAIL_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(30)),
  GRAPHQL_MAIL_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(3600)),
  // Swap proposals, counters and games offered up for grabs per user, and the e-mails one
  // member's swaps and payment requests send one teammate (src/modules/notifications/member-limits.ts).
  SWAP_OFFER_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(10)),
  SWAP_OFFER_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(600)),
  MEMBER_MAIL_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(3)),
  MEMBER_MAIL_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(3600)),
  // Live streams (draft events, chat, notifications; REST and GraphQL together) one user may
  // hold open at once, across every instance (src/realtime/streams.ts).
  LIVE_STREAMS_PER_USER: env(z.coerce.number().int().min(1).max(1000).default(10)),
  // How long a stopping server waits for running requests before it exits anyway (main.ts).
  SHUTDOWN_TIMEOUT_MS: env(z.coerce.number().int().min(0).max(600_000).default(10_000)),
  // Opens /metrics to clients beyond this machine that send it as a bearer token.
  METRICS_TOKEN: env(z.string().min(16, 'must be at least 16 characters').optional()),
  // Product events: retention and rate limit (src/modules/analytics/analytics.config.ts).
  ...productEventsEnvSchema,
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** Set: use this PostgreSQL server. Unset: embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections this process opens at once (DB_POOL_MAX). */
  dbPoolMax: number;
  redisUrl: string | undefined;
  /** Origin the site is reached at, without a trailing slash. */
  publicUrl: string | undefined;
  /** Server processes the operator declares behind one address (SERVER_INSTANCES). */
  instances: number;
  logLevel: LogLevel;
  /** Absolute path of the folder holding shell/dist and each remote's dist. */
  staticRoot: string;
  /** Remote name -> manifest URL, overriding the defaults in /remotes.json. */
  remoteOverrides: Record<string, string>;
  nodeEnv: 'development' | 'production' | 'test';
  /** Auth service settings (src/auth/auth-config.ts, documented in src/auth/README.md). */
  auth: AuthConfig;
  /** Passkeys (src/auth/webauthn/config.ts). */
  webauthn: WebauthnConfig;
  /** Google and Apple sign-in (src/auth/oauth/config.ts). */
  oauth: OAuthConfig;
  /** Passwordless SMS and the SMS sender (src/auth/sms/config.ts). */
  sms: SmsConfig;
  /** File storage: upload limit, disk folder or S3 bucket (src/storage/config.ts). */
  storage: StorageConfig;
  /** Set: send e-mail through this SMTP server. Unset: the embedded dev mailbox at /dev/mailbox. */
  smtpUrl: string | undefined;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** Source of league schedules: 'bundled' (server/data) until a live provider exists. */
  scheduleProvider: 'bundled';
  /** Payment provider: the offline sandbox or Stripe (src/payments-provider/config.ts). */
  payments: PaymentsConfig;
  /** The dev mailbox (only without SMTP): served at all, and to clients beyond loopback. */
  devMailbox: { enabled: boolean; public: boolean };
  /** Test-only job clock at /dev/clock (src/modules/handoff/handoff.routes.ts); never in production. */
  testClock: boolean;
  /** Body limit of /v1/storage requests, bytes. */
  storageMaxUploadBytes: number;
  /** GraphQL rate limits (src/graphql/limits.ts). */
  graphqlRateLimit: {
    enabled: boolean;
    requests: { limit: number; windowSeconds: number };
    mail: { limit: number; windowSeconds: number };
  };
  /** Limits of what one member sends teammates (src/modules/notifications/member-limits.ts). */
  memberLimits: {
    enabled: boolean;
    /** Swap proposals and counters, and games offered up for grabs, per user. */
    offers: { limit: number; windowSeconds: number };
    /** E-mails one member's swaps, or payment requests and reminders, send one teammate. */
    mail: { limit: number; windowSeconds: number };
  };
  /** Live streams one user may hold open at once, on all instances together. */
  liveStreamsPerUser: number;
  /** Upper bound of a graceful shutdown, ms. */
  shutdownTimeoutMs: number;
  /** Set: /metrics also answers callers sending `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Product events: retention and rate limit (docs/product-events.md). */
  productEvents: ProductEventsConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative paths are read from the server package, so they do not depend on where the command runs.
  const fromServerDir = (p: string) => (isAbsolute(p) ? p : resolve(SERVER_DIR, p));
  const auth = buildAuthConfig(e, { port: e.PORT, publicUrl: e.PUBLIC_URL });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromServerDir(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    instances: e.SERVER_INSTANCES,
    logLevel: e.LOG_LEVEL,
    staticRoot: e.STATIC_ROOT ? fromServerDir(e.STATIC_ROOT) : WORKSPACE_DIR,
    remoteOverrides: e.REMOTES ?? {},
    nodeEnv: e.NODE_ENV,
    auth,
    webauthn: buildWebauthnConfig(e, auth.clientUrl),
    oauth: buildOAuthConfig(e),
    sms: buildSmsConfig(e),
    storage: buildStorageConfig(e, fromServerDir(e.DATA_DIR)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    scheduleProvider: e.SCHEDULE_PROVIDER,
    payments: paymentsConfigOrThrow(e),
    devMailbox: {
      enabled:
        !e.SMTP_URL &&
        (e.DEV_MAILBOX_ENABLED ?? (e.NODE_ENV !== 'production' ? 'true' : 'false')) === 'true',
      public: e.DEV_MAILBOX_PUBLIC === 'true',
    },
    testClock: e.TEST_CLOCK_ENABLED === 'true',
    storageMaxUploadBytes: e.STORAGE_MAX_UPLOAD_BYTES,
    graphqlRateLimit: {
      enabled: auth.rateLimit.enabled,
      requests: { limit: e.GRAPHQL_RATE_LIMIT_BURST, windowSeconds: e.GRAPHQL_RATE_LIMIT_INTERVAL },
      mail: {
        limit: e.GRAPHQL_MAIL_RATE_LIMIT_BURST,
        windowSeconds: e.GRAPHQL_MAIL_RATE_LIMIT_INTERVAL,
      },
    },
    memberLimits: {
      enabled: auth.rateLimit.enabled,
      offers: {
        limit: e.SWAP_OFFER_RATE_LIMIT_BURST,
        windowSeconds: e.SWAP_OFFER_RATE_LIMIT_INTERVAL,
      },
      mail: {
        limit: e.MEMBER_MAIL_RATE_LIMIT_BURST,
        windowSeconds: e.MEMBER_MAIL_RATE_LIMIT_INTERVAL,
      },
    },
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    productEvents: buildProductEventsConfig(e, auth.rateLimit.enabled),
  };
}

function paymentsConfigOrThrow(e: Parameters<typeof buildPaymentsConfig>[0]): PaymentsConfig {
  try {
    return buildPaymentsConfig(e);
  } catch (err) {
    throw new ConfigError(`Invalid environment configuration:\n  ${(err as Error).message}`);
  }
}
