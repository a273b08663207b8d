import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
function toDate(value) {
    const date = value instanceof Date
        ? value
        : typeof value === 'string' || typeof value === 'number'
            ? new Date(value)
            : null;
    if (!date || Number.isNaN(date.getTime())) {
        throw new GraphQLError('DateTime must be an ISO-8601 date-time', {
            extensions: { code: 'BAD_USER_INPUT' },
        });
    }
    return date;
}
/** Instants leave as ISO-8601 UTC strings and arrive as Date objects. */
export const DateTimeScalar = new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => toDate(value).toISOString(),
    parseValue: (value) => {
        if (typeof value !== 'string')
            toDate(null);
        return toDate(value);
    },
    parseLiteral: (ast) => toDate(ast.kind === Kind.STRING ? ast.value : null),
});
/** Free-form JSON (activity details, metadata), passed through unchanged. */
export const JSONScalar = new GraphQLScalarType({
    name: 'JSON',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
//# sourceMappingURL=scalars.js.map