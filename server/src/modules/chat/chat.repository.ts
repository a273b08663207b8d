import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { updateOne } from '../../db/find-one.js';
import { chatMessages, chatReads } from '../../db/schema/chat.js';
import { teamMembers } from '../../db/schema/teams.js';

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

/** Newest first, strictly older than `beforeSeq` when given. */
export async function listMessages(
  db: Database,
  teamId: string,
  limit: number,
  beforeSeq: number | null,
): Promise<ChatMessageRecord[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.teamId, teamId),
        beforeSeq == null ? undefined : lt(chatMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
}

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
