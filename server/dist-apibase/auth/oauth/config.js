import { z } from 'zod';
// `FOO=` in a shell or .env file means "not set", as in src/config.ts.
const blankAsUnset = (value) => typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = (schema) => z.preprocess(blankAsUnset, schema);
const text = () => env(z.string().optional());
const list = () => env(z
    .string()
    .default('')
    .transform((value) => value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)));
// Plain HTTP only for a provider on this machine (a stand-in provider in development or tests).
const issuer = (fallback) => env(z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((url) => url.startsWith('https:') ||
    ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname), 'must be an https:// URL (http:// only for localhost)')
    .default(fallback));
/** Environment variables of Google and Apple sign-in (documented in ./README.md). */
export const oauthEnvSchema = {
    AUTH_PROVIDER_GOOGLE_CLIENT_ID: text(),
    AUTH_PROVIDER_GOOGLE_CLIENT_SECRET: text(),
    AUTH_PROVIDER_GOOGLE_ISSUER: issuer('https://accounts.google.com'),
    AUTH_PROVIDER_GOOGLE_SCOPE: env(z.string().default('openid email profile')),
    /** Further id-token audiences, e.g. the client ids of the mobile apps. */
    AUTH_PROVIDER_GOOGLE_AUDIENCE: list(),
    AUTH_PROVIDER_APPLE_CLIENT_ID: text(),
    AUTH_PROVIDER_APPLE_TEAM_ID: text(),
    AUTH_PROVIDER_APPLE_KEY_ID: text(),
    AUTH_PROVIDER_APPLE_PRIVATE_KEY: env(z
        .string()
        .refine((pem) => pem.includes('PRIVATE KEY'), 'must be the PEM (PKCS#8) of the .p8 key')
        .optional()),
    AUTH_PROVIDER_APPLE_ISSUER: issuer('https://appleid.apple.com'),
    AUTH_PROVIDER_APPLE_SCOPE: env(z.string().default('openid name email')),
    /** Further id-token audiences, e.g. the bundle id of the iOS app. */
    AUTH_PROVIDER_APPLE_AUDIENCE: list(),
    AUTH_PROVIDER_STATE_TTL: env(z.coerce.number().int().min(30).max(3600).default(600)),
};
export const OAUTH_PROVIDER_IDS = ['google', 'apple'];
export function buildOAuthConfig(e) {
    const googleId = e.AUTH_PROVIDER_GOOGLE_CLIENT_ID;
    const appleId = e.AUTH_PROVIDER_APPLE_CLIENT_ID;
    const audiences = (clientId, extra) => [
        ...new Set([...(clientId ? [clientId] : []), ...extra]),
    ];
    const applePem = e.AUTH_PROVIDER_APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n');
    return {
        providers: {
            google: {
                id: 'google',
                issuer: e.AUTH_PROVIDER_GOOGLE_ISSUER,
                clientId: googleId,
                scope: e.AUTH_PROVIDER_GOOGLE_SCOPE,
                idTokenAudiences: audiences(googleId, e.AUTH_PROVIDER_GOOGLE_AUDIENCE),
                credentials: googleId && e.AUTH_PROVIDER_GOOGLE_CLIENT_SECRET
                    ? { kind: 'secret', secret: e.AUTH_PROVIDER_GOOGLE_CLIENT_SECRET }
                    : undefined,
            },
            apple: {
                id: 'apple',
                issuer: e.AUTH_PROVIDER_APPLE_ISSUER,
                clientId: appleId,
                scope: e.AUTH_PROVIDER_APPLE_SCOPE,
                idTokenAudiences: audiences(appleId, e.AUTH_PROVIDER_APPLE_AUDIENCE),
                credentials: appleId && e.AUTH_PROVIDER_APPLE_TEAM_ID && e.AUTH_PROVIDER_APPLE_KEY_ID && applePem
                    ? {
                        kind: 'apple-key',
                        teamId: e.AUTH_PROVIDER_APPLE_TEAM_ID,
                        keyId: e.AUTH_PROVIDER_APPLE_KEY_ID,
                        privateKeyPem: applePem,
                    }
                    : undefined,
            },
        },
        stateTtlSeconds: e.AUTH_PROVIDER_STATE_TTL,
    };
}
//# sourceMappingURL=config.js.map