import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps, timestamptz } from './columns.js';
/** The product's view of a user. One per auth user. */
export const profiles = pgTable('profiles', {
    userId: uuid('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name'),
    lastLogin: timestamptz('last_login'),
    ...timestamps(),
});
//# sourceMappingURL=profiles.js.map