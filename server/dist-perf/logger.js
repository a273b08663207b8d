import { pino } from 'pino';
/**
 * Fields that carry a credential (sign-in links, codes, tickets, tokens, passwords, secrets).
 * They are replaced by "[redacted]" wherever a log call passes them, at the top level or one
 * object down (pino's redaction paths; docs/security.md lists what is logged).
 */
const SECRET_FIELDS = [
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'tokenOrId',
    'accessToken',
    'refreshToken',
    'personalAccessToken',
    'idToken',
    'ticket',
    'otp',
    'link',
    'links',
    'totpSecret',
    'secret',
    'authorization',
    'cookie',
];
export const REDACT_PATHS = [
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-hasura-admin-secret"]',
    'headers.authorization',
    'headers["x-hasura-admin-secret"]',
];
/** JSON lines on stdout: what log collectors expect. Pipe through `pino-pretty` locally if wanted. */
export function createLogger(level, destination) {
    const options = {
        level,
        base: { service: 'tiix-server' },
        redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    };
    return destination ? pino(options, destination) : pino(options);
}
//# sourceMappingURL=logger.js.map