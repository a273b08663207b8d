import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId, timestamptz } from './columns.js';
import { games } from './games.js';
import { teams } from './teams.js';

/** 'user' is typed by a member, 'system' is written by the product, 'game' shares a game card. */
export const CHAT_MESSAGE_KINDS = ['user', 'system', 'game'] as const;
/** The longest message body, in characters (JavaScript string length). */
export const CHAT_MAX_LENGTH = 2000;

/** One message of a team's chat; removal is soft so the thread keeps its shape. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: primaryId(),
    // Order of the team's messages and the paging cursor: a clock can tie, a sequence cannot.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    teamId: ownedBy('team_id', () => teams.id),
    // Null for system messages, and kept null (not cascaded) when an account is deleted.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CHAT_MESSAGE_KINDS }).notNull().default('user'),
    body: text('body').notNull().default(''),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    // The event a system message reports (its kind and ids), for clients that want more than text.
    systemEvent: jsonb('system_event').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('chat_messages_team_seq_idx').on(t.teamId, t.seq.desc()),
    check('chat_messages_kind_check', oneOf(t.kind, CHAT_MESSAGE_KINDS)),
    check(
      'chat_messages_body_length_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(CHAT_MAX_LENGTH))}`,
    ),
  ],
);

/** How far each member has read a team's chat: every message with a higher seq is unread. */
export const chatReads = pgTable(
  'chat_reads',
  {
    teamId: ownedBy('team_id', () => teams.id),
    userId: ownedBy('user_id', () => users.id),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);
