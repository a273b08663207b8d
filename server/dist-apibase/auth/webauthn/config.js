import { z } from 'zod';
// `FOO=` in a shell or .env file means "not set", as in src/config.ts.
const blankAsUnset = (value) => typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = (schema) => z.preprocess(blankAsUnset, schema);
/** Environment variables of passkey sign-in (documented in ./README.md). */
export const webauthnEnvSchema = {
    // On by default in Tiix (upstream: off).
    AUTH_WEBAUTHN_ENABLED: env(z
        .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
        .default('true')
        .transform((v) => v === 'true' || v === '1' || v === 'yes')),
    AUTH_WEBAUTHN_RP_ID: env(z
        .string()
        .regex(/^[a-z0-9.-]+$/i, { error: 'must be a host name, e.g. tiix.app' })
        .optional()),
    AUTH_WEBAUTHN_RP_NAME: env(z.string().optional()),
    AUTH_WEBAUTHN_RP_ORIGINS: env(z
        .string()
        .default('')
        .transform((text) => text
        .split(',')
        .map((item) => item.trim().replace(/\/+$/, ''))
        .filter(Boolean))
        .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins' })))),
};
export function buildWebauthnConfig(e, clientUrl) {
    const client = new URL(clientUrl);
    const rpId = e.AUTH_WEBAUTHN_RP_ID ?? client.hostname;
    return {
        enabled: e.AUTH_WEBAUTHN_ENABLED,
        rpId,
        rpName: e.AUTH_WEBAUTHN_RP_NAME ?? rpId,
        origins: [
            ...new Set([client.origin, ...e.AUTH_WEBAUTHN_RP_ORIGINS.map((o) => new URL(o).origin)]),
        ],
        timeoutMs: 60_000,
    };
}
//# sourceMappingURL=config.js.map