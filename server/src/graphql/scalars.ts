import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

function toDate(value: unknown): Date {
  const date =
    value instanceof Date
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

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`). */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * Instants leave as ISO-8601 UTC strings and arrive as Date objects. A string already in the
 * form the scalar writes (a read that shaped its JSON in SQL) leaves as it is, without a Date
 * parsed and printed again for every instant of a page.
 */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) =>
    typeof value === 'string' && ISO_INSTANT.test(value) ? value : toDate(value).toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string') toDate(null);
    return toDate(value);
  },
  parseLiteral: (ast) => toDate(ast.kind === Kind.STRING ? ast.value : null),
});

/** Free-form JSON (activity details, metadata), passed through unchanged. */
export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
