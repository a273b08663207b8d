import { GraphQLError } from 'graphql';
/**
 * Codes a service may throw. Each maps to one GraphQL `extensions.code` (the same string) and
 * one HTTP status for the REST `{ok, error, message}` envelope.
 */
export const DOMAIN_ERROR_STATUS = {
    BAD_USER_INPUT: 400,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    PLAN_LIMIT: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    RATE_LIMITED: 429,
};
/**
 * A refusal meant for the caller, independent of the transport: services throw it, the GraphQL
 * layer and the REST routes each turn it into their own error shape (see `toGraphQLError` and
 * `http/domain-response.ts`). `reason` is a finer, stable machine code (e.g. `not_your_turn`).
 */
export class DomainError extends Error {
    code;
    reason;
    constructor(code, message, reason) {
        super(message);
        this.name = 'DomainError';
        this.code = code;
        this.reason = reason;
    }
    get status() {
        return DOMAIN_ERROR_STATUS[this.code];
    }
}
export const isDomainError = (err) => err instanceof DomainError;
/** The GraphQL form of a DomainError: its message and code reach the client unmasked. */
export function toGraphQLError(err) {
    return new GraphQLError(err.message, {
        extensions: { code: err.code, ...(err.reason ? { reason: err.reason } : {}) },
    });
}
//# sourceMappingURL=domain-error.js.map