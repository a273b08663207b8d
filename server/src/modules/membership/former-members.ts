import type { Database } from '../../db/client.js';
import type { TeamAccess, TeamRole } from './membership.js';
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
  const role = formerPayerRole(request, userId);
  if (!role) return null;
  const team = await repo.payoutsUserOf(db, request.teamId);
  return team ? { userId, teamId: request.teamId, ownerId: team.ownerId, role } : null;
}

/**
 * `formerPayerAccess`'s role for a request read together with its team (so the team exists):
 * a plain member's for its payer, null for anyone else.
 */
export function formerPayerRole(
  request: { payerUserId: string | null },
  userId: string,
): TeamRole | null {
  return request.payerUserId === userId ? 'member' : null;
}
