import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PlanFields } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { updateOne } from '../../db/find-one.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { chatMessages, chatReads } from '../../db/schema/chat.js';
import { games } from '../../db/schema/games.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import type { ApiGame } from '../games/games.mapper.js';
import { isoInstant } from '../../db/json-rows.js';
import {
  apiGameFieldsFor,
  statementPerGameFields,
  teamApiGamesJson,
} from '../games/games.repository.js';
import {
  callerMembershipOfTeam,
  teamMemberNamePartsJson,
  type NameParts,
  type TeamRole,
} from '../membership/membership.js';
import type { ChatMessagePayload } from './chat.events.js';

export type ChatMessageRecord = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

export async function insertMessage(db: Database, row: NewChatMessage): Promise<ChatMessageRecord> {
  const [created] = await db.insert(chatMessages).values(row).returning();
  return created!;
}

export async function findMessage(db: Database, id: string): Promise<ChatMessageRecord | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

/** A page of a team's chat and what showing it needs, read in one statement (`findChatPage`). */
export interface ChatPageRecord extends PlanFields {
  /** What the membership check needs: the team's owner and the caller's membership row's role. */
  ownerId: string;
  memberRole: TeamRole | null;
  /** The newest `limit` messages older than `before`, oldest first, in their live shape. */
  messages: ChatMessagePayload[];
  /** Whether the team has messages older than the page's first. */
  hasOlder: boolean;
  /**
   * The team's games among those the page's messages name, in the API's shape, with the fields
   * the read was asked for only (`gameFields` of findChatPage).
   */
  games: ApiGame[];
  /** Name parts of the page's authors and of its games' holders. */
  names: NameParts[];
}

/**
 * The chat page in one statement: the membership check's owner and role, the team's plan, a
 * page of messages, whether older ones exist, the games the messages name and the names of
 * their authors and of those games' holders. Null when the team does not exist. The caller's
 * rules (membership, which message shares its game, the plan) are the service's to apply.
 * `gameFields`: the Game fields the query selects (see `apiGameFieldsFor`); the games carry
 * those only. Without it, every field.
 */
export async function findChatPage(
  db: Database,
  teamId: string,
  userId: string,
  limit: number,
  before: number | null,
  gameFields?: ReadonlySet<string>,
): Promise<ChatPageRecord | null> {
  const [row] = await chatPageFor(gameFields)(db).execute({ teamId, userId, limit, before });
  return row ?? null;
}

// Every game field: a message read alone (posted, edited, live) serves whatever its document asks.
const CHAT_GAME_FIELDS = apiGameFieldsFor();
// Above every seq: the first page has no `before`.
const NO_CURSOR = sql.raw('9223372036854775807');

// A message's stored columns in its live shape (`ChatMessagePayload`: the columns' property names,
// instants as the DateTime scalar writes them), the system event aside.
const payloadColumns = Object.entries(getTableColumns(chatMessages)).filter(
  ([key]) => key !== 'systemEvent',
);

/**
 * The page's messages (the CTE `page`), oldest first, each in its live shape (`toPayload`'s), as
 * one JSON array: rows of a sub-select aggregated whole, which PostgreSQL turns into JSON faster
 * than a json_build_object per message.
 */
const pagePayloadsJson = (page: SQLWrapper) => {
  const list = payloadColumns.map(([key, column]) => {
    const ref = sql.raw(`p."${column.name}"`);
    const value = column.columnType === 'PgTimestamp' ? isoInstant(ref) : ref;
    return sql`${value} as ${sql.identifier(key)}`;
  });
  return sql<ChatMessagePayload[]>`(select coalesce(json_agg(m order by m.seq), '[]'::json)
    from (select ${sql.join(list, sql`, `)} from ${page} p) m)`;
};

/**
 * Ids a sub-select gives, as an array computed once: a plain `in (select ... from page)` made the
 * planner scan the page again for each of the team's games.
 */
const idsOnce = (ids: SQL) => sql`(select unnest(array(${ids})))`;

const chatPageFor = statementPerGameFields('chat_page', (gameFields, name) =>
  preparedPerDatabase((db) => {
    // The page once, newest first as the (team_id, seq desc nulls last) index reads it (the same
    // null order, or PostgreSQL sorts the rows again); the parts below read it.
    const page = db.$with('chat_page').as(
      db
        .select(Object.fromEntries(payloadColumns))
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.teamId, sql.placeholder('teamId')),
            lt(chatMessages.seq, sql`coalesce(${sql.placeholder('before')}::bigint, ${NO_CURSOR})`),
          ),
        )
        .orderBy(sql`${chatMessages.seq} desc nulls last`)
        .limit(sql.placeholder('limit')),
    );
    const pageGameIds = idsOnce(sql`select p.game_id from ${page} p where p.game_id is not null`);
    return db
      .with(page)
      .select({
        ownerId: teams.ownerId,
        memberRole: teamMembers.role,
        plan: teams.plan,
        planExpiresAt: teams.planExpiresAt,
        messages: pagePayloadsJson(page),
        hasOlder: sql<boolean>`exists (select 1 from ${chatMessages} o
          where o.team_id = ${teams.id} and o.seq < (select min(p.seq) from ${page} p))`,
        games: teamApiGamesJson(gameFields, pageGameIds),
        names: teamMemberNamePartsJson(
          teams.id,
          idsOnce(sql`select p.author_id from ${page} p union
            select g.assigned_to from ${games} g where g.team_id = ${teams.id} and g.id in ${pageGameIds}`),
        ),
      })
      .from(teams)
      .leftJoin(teamMembers, callerMembershipOfTeam)
      .where(eq(teams.id, sql.placeholder('teamId')))
      .limit(1)
      .prepare(name);
  }),
);

/**
 * The team's plan and its game `gameId` (none when it is another team's) in the API's shape, as
 * the chat page reads them: for a message shown outside a page (posted, edited, live).
 */
export async function findSharedGame(
  db: Database,
  teamId: string,
  gameId: string,
): Promise<(PlanFields & { games: ApiGame[] }) | null> {
  const [row] = await sharedGame(db).execute({ teamId, gameId });
  return row ?? null;
}

const sharedGame = preparedPerDatabase((db) =>
  db
    .select({
      plan: teams.plan,
      planExpiresAt: teams.planExpiresAt,
      games: teamApiGamesJson(CHAT_GAME_FIELDS, sql`(${sql.placeholder('gameId')}::uuid)`),
    })
    .from(teams)
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('chat_shared_game'),
);

export async function editMessage(
  db: Database,
  id: string,
  body: string,
  at: Date,
): Promise<ChatMessageRecord | null> {
  return updateOne(
    db,
    chatMessages,
    { body, editedAt: at },
    and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)),
  );
}

/** Soft removal: the body goes (nobody can read it any more), the row keeps its place. */
export async function removeMessage(
  db: Database,
  id: string,
  by: string,
  at: Date,
): Promise<ChatMessageRecord | null> {
  return updateOne(
    db,
    chatMessages,
    { body: '', gameId: null, deletedAt: at, deletedBy: by },
    and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)),
  );
}

/** Moves the reader's marker forward to `seq` (never back). */
export async function markRead(db: Database, teamId: string, userId: string, seq: number) {
  await db
    .insert(chatReads)
    .values({ teamId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.teamId, chatReads.userId],
      set: {
        lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: sql`now()`,
      },
    });
}

export async function latestSeq(db: Database, teamId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${chatMessages.seq})`.mapWith(Number) })
    .from(chatMessages)
    .where(eq(chatMessages.teamId, teamId));
  return row?.seq ?? 0;
}

/**
 * Unread messages of a user per team they belong to: others' messages (and the product's) after
 * the read marker, not removed. Without a marker, only what came after the member joined counts,
 * so a newcomer does not start with the whole season's history as unread.
 */
export async function unreadCounts(
  db: Database,
  userId: string,
  teamIds?: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      count: sql<number>`count(${chatMessages.id})`.mapWith(Number),
    })
    .from(teamMembers)
    .leftJoin(
      chatReads,
      and(eq(chatReads.teamId, teamMembers.teamId), eq(chatReads.userId, userId)),
    )
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.teamId, teamMembers.teamId),
        isNull(chatMessages.deletedAt),
        or(isNull(chatMessages.authorId), ne(chatMessages.authorId, userId)),
        sql`${chatMessages.seq} > coalesce(${chatReads.lastReadSeq}, 0)`,
        sql`(${chatReads.lastReadSeq} is not null or ${chatMessages.createdAt} >= coalesce(${teamMembers.joinedAt}, ${teamMembers.createdAt}))`,
      ),
    )
    .where(
      and(
        eq(teamMembers.userId, userId),
        teamIds ? inArray(teamMembers.teamId, [...teamIds]) : undefined,
      ),
    )
    .groupBy(teamMembers.teamId);
  return new Map(rows.map((r) => [r.teamId, r.count]));
}

/** The user ids of a team's members, to publish unread changes to each of them. */
export async function memberUserIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}
