import { isDomainError } from '../errors/domain-error.js';
/**
 * Answers a thrown DomainError with `{ok: false, error, message}` and its status; anything else
 * is rethrown for the app's error handler (500, logged).
 */
export function domainErrorResponse(c, err) {
    if (!isDomainError(err))
        throw err;
    const body = {
        ok: false,
        error: err.reason ?? err.code.toLowerCase(),
        message: err.message,
    };
    return c.json(body, err.status);
}
/** Runs a route body and maps a DomainError to the REST envelope. */
export async function withDomainErrors(c, run) {
    try {
        return await run();
    }
    catch (err) {
        return domainErrorResponse(c, err);
    }
}
//# sourceMappingURL=domain-response.js.map