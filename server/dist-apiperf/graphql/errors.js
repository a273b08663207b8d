import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { isDomainError, toGraphQLError } from '../errors/domain-error.js';
/** An error meant for the client: its message and code reach the caller unmasked. */
export function appError(code, message) {
    return new GraphQLError(message, { extensions: { code } });
}
/**
 * Yoga's error masking with one exception: a service's DomainError is meant for the caller, so
 * its code and message go out as they are. Every Yoga instance (the server's and tests') uses it.
 */
export function maskErrorsExceptDomain(isDev) {
    return {
        isDev,
        maskError: (error, message, dev) => {
            const original = error instanceof GraphQLError ? error.originalError : error;
            if (isDomainError(original)) {
                const mapped = toGraphQLError(original);
                return error instanceof GraphQLError
                    ? new GraphQLError(mapped.message, {
                        nodes: error.nodes,
                        path: error.path,
                        extensions: mapped.extensions,
                    })
                    : mapped;
            }
            return maskError(error, message, dev);
        },
    };
}
//# sourceMappingURL=errors.js.map