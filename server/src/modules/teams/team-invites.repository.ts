// A team's invites: sent, resent, revoked and accepted (the team itself: teams.repository.ts).
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { teamInvites } from '../../db/schema/teams.js';
import { findOne, updateOne } from '../../db/find-one.js';
import type { InviteRecord } from './teams.repository.js';

export async function insertInvites(
  db: Database,
  values: { teamId: string; email: string; invitedBy: string | null }[],
): Promise<InviteRecord[]> {
  if (values.length === 0) return [];
  return db.insert(teamInvites).values(values).returning();
}

export async function listPendingInvites(db: Database, teamId: string): Promise<InviteRecord[]> {
  return db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.status, 'pending')))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
}

export async function findPendingInviteByEmail(
  db: Database,
  teamId: string,
  email: string,
): Promise<InviteRecord | null> {
  return (
    (await findOne(
      db,
      teamInvites,
      and(
        eq(teamInvites.teamId, teamId),
        eq(teamInvites.status, 'pending'),
        sql`lower(${teamInvites.email}) = lower(${email})`,
      ),
    )) ?? null
  );
}

export async function findInviteById(db: Database, id: string): Promise<InviteRecord | null> {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.id, id));
  return row ?? null;
}

export async function findInviteByToken(db: Database, token: string): Promise<InviteRecord | null> {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.token, token));
  return row ?? null;
}

export async function touchInvite(db: Database, id: string): Promise<InviteRecord | null> {
  const now = new Date();
  return updateOne(
    db,
    teamInvites,
    { invitedAt: now, updatedAt: now },
    and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending')),
  );
}

export async function revokeInvite(db: Database, id: string): Promise<InviteRecord | null> {
  return updateOne(
    db,
    teamInvites,
    { status: 'revoked', updatedAt: new Date() },
    and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending')),
  );
}

/**
 * Pending → accepted; null when the invite was no longer pending (a concurrent accept) or was
 * last sent before `sentAfter` (expired).
 */
export async function markInviteAccepted(
  db: Database,
  id: string,
  userId: string,
  sentAfter: Date,
): Promise<InviteRecord | null> {
  const now = new Date();
  return updateOne(
    db,
    teamInvites,
    { status: 'accepted', acceptedAt: now, acceptedBy: userId, updatedAt: now },
    and(
      eq(teamInvites.id, id),
      eq(teamInvites.status, 'pending'),
      gt(teamInvites.invitedAt, sentAfter),
    ),
  );
}
