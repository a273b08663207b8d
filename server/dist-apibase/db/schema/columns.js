import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';
// Shared column builders. Every instant is timestamptz: the server and PGlite may run in any zone.
export const timestamptz = (name) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const timestamps = () => ({
    createdAt: createdAt(),
    // $onUpdate covers updates made through Drizzle; raw SQL updates must set it themselves.
    updatedAt: timestamptz('updated_at')
        .notNull()
        .defaultNow()
        .$onUpdate(() => new Date()),
});
/** SQL `column in ('a', 'b')` for check constraints, built from the same constant lists the code uses. */
export const oneOf = (column, values) => sql `${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
//# sourceMappingURL=columns.js.map