import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { authEnvSchema, buildAuthConfig } from './auth/auth-config.js';
import { buildOAuthConfig, oauthEnvSchema } from './auth/oauth/config.js';
import { buildSmsConfig, smsEnvSchema } from './auth/sms/config.js';
import { buildStorageConfig, storageEnvSchema } from './storage/config.js';
import { buildWebauthnConfig, webauthnEnvSchema, } from './auth/webauthn/config.js';
import { buildPaymentsConfig, paymentsEnvSchema, } from './payments-provider/config.js';
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
];
// `FOO=` in a shell or .env file means "not set", not "set to the empty string".
const blankAsUnset = (value) => typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = (schema) => z.preprocess(blankAsUnset, schema);
const remotesSchema = z
    .string()
    .transform((text, ctx) => {
    try {
        return JSON.parse(text);
    }
    catch {
        ctx.addIssue({
            code: 'custom',
            message: 'must be a JSON object, e.g. {"mf-teams":"https://cdn.example.com/mf-teams/mf-manifest.json"}',
        });
        return z.NEVER;
    }
})
    .pipe(z.record(z.string().min(1), z.string().min(1, 'manifest URL must not be empty')));
const envSchema = z.object({
    PORT: env(z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: env(z.string().default('0.0.0.0')),
    DATA_DIR: env(z.string().default('.data')),
    DATABASE_URL: env(z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
        .optional()),
    // Connections to PostgreSQL per server process (not used with the embedded database).
    DB_POOL_MAX: env(z.coerce.number().int().min(1).max(1000).default(10)),
    REDIS_URL: env(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
    PUBLIC_URL: env(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    LOG_LEVEL: env(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    STATIC_ROOT: env(z.string().optional()),
    REMOTES: env(remotesSchema.optional()),
    NODE_ENV: env(z.enum(['development', 'production', 'test']).default('development')),
    ...authEnvSchema,
    ...webauthnEnvSchema,
    ...oauthEnvSchema,
    ...smsEnvSchema,
    ...storageEnvSchema,
    SMTP_URL: env(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
    MAIL_FROM: env(z
        .string()
        .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        error: 'must be an address, e.g. Tiix <no-reply@tiix.app>',
    })
        .default('Tiix <no-reply@tiix.app>')),
    // Where league schedules come from (src/modules/leagues/schedule-provider.ts).
    SCHEDULE_PROVIDER: env(z.enum(['bundled']).default('bundled')),
    // Card payments, payouts and the plan subscription (src/payments-provider/config.ts).
    ...paymentsEnvSchema,
    // The dev mailbox serves sign-in links: off in production unless asked for, loopback only
    // unless opened explicitly (docs/security.md).
    DEV_MAILBOX_ENABLED: env(z.enum(['true', 'false']).optional()),
    DEV_MAILBOX_PUBLIC: env(z.enum(['true', 'false']).default('false')),
    // Largest accepted upload body under /v1/storage (the storage routes may check less).
    STORAGE_MAX_UPLOAD_BYTES: env(z.coerce
        .number()
        .int()
        .min(1)
        .default(50 * 1024 * 1024)),
    // GraphQL requests per client IP, and mail-sending mutations per user.
    GRAPHQL_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(300)),
    GRAPHQL_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(60)),
    GRAPHQL_MAIL_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(30)),
    GRAPHQL_MAIL_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(3600)),
});
export class ConfigError extends Error {
    name = 'ConfigError';
}
/** Parses the environment once. Throws ConfigError listing every bad variable. */
export function loadConfig(env = process.env) {
    const parsed = envSchema.safeParse(env);
    if (!parsed.success) {
        const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
        throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
    }
    const e = parsed.data;
    // Relative paths are read from the server package, so they do not depend on where the command runs.
    const fromServerDir = (p) => (isAbsolute(p) ? p : resolve(SERVER_DIR, p));
    const auth = buildAuthConfig(e, { port: e.PORT, publicUrl: e.PUBLIC_URL });
    return {
        port: e.PORT,
        host: e.HOST,
        dataDir: fromServerDir(e.DATA_DIR),
        databaseUrl: e.DATABASE_URL,
        dbPoolMax: e.DB_POOL_MAX,
        redisUrl: e.REDIS_URL,
        publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
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
            enabled: !e.SMTP_URL &&
                (e.DEV_MAILBOX_ENABLED ?? (e.NODE_ENV !== 'production' ? 'true' : 'false')) === 'true',
            public: e.DEV_MAILBOX_PUBLIC === 'true',
        },
        storageMaxUploadBytes: e.STORAGE_MAX_UPLOAD_BYTES,
        graphqlRateLimit: {
            enabled: auth.rateLimit.enabled,
            requests: { limit: e.GRAPHQL_RATE_LIMIT_BURST, windowSeconds: e.GRAPHQL_RATE_LIMIT_INTERVAL },
            mail: {
                limit: e.GRAPHQL_MAIL_RATE_LIMIT_BURST,
                windowSeconds: e.GRAPHQL_MAIL_RATE_LIMIT_INTERVAL,
            },
        },
    };
}
function paymentsConfigOrThrow(e) {
    try {
        return buildPaymentsConfig(e);
    }
    catch (err) {
        throw new ConfigError(`Invalid environment configuration:\n  ${err.message}`);
    }
}
//# sourceMappingURL=config.js.map