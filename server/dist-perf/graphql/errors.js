import { GraphQLError } from 'graphql';
/** An error meant for the client: its message and code reach the caller unmasked. */
export function appError(code, message) {
    return new GraphQLError(message, { extensions: { code } });
}
//# sourceMappingURL=errors.js.map