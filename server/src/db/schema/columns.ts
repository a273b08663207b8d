import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Shared column builders. Every instant is timestamptz: the server and PGlite may run in any zone.

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The random uuid key of most tables. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A required key to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

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
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
