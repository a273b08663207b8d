import type { Database } from '../../db/client.js';
import type { TeamAccess } from './membership.js';
import * as repo from './membership.repository.js';

/**
 * A member who left or was removed still owes what they owed: the payer of a request keeps the
 * access of a plain member to that request (see it, mark it paid, pay by card), and no more.
 * Null for anyone else, and for a team that no longer exists.
 */
export async function formerPayerAccess(
  db: Database,
  request: { teamId: string; payerUserId: string | null },
  userId: string,
): Promise<TeamAccess | null> {
  if (request.payerUserId !== userId) return null;
  const team = await repo.payoutsUserOf(db, request.teamId);
  return team ? { userId, teamId: request.teamId, ownerId: team.ownerId, role: 'member' } : null;
}
