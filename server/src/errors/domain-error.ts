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
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/**
 * A refusal meant for the caller, independent of the transport: services throw it, and each edge
 * turns it into its own error shape in one place (`graphql/errors.ts` for GraphQL,
 * `http/errors.ts` for the REST envelope). This file imports no transport: lint keeps it so.
 * `reason` is a finer, stable machine code (e.g. `not_your_turn`).
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly reason: string | undefined;

  constructor(code: DomainErrorCode, message: string, reason?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.reason = reason;
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.code];
  }
}

export const isDomainError = (err: unknown): err is DomainError => err instanceof DomainError;
