import type { Database } from '../../db/client.js';
import { teamMemberNames } from './membership.js';
import * as repo from './membership.repository.js';

// Card payouts after a handover: they stay with whoever set them up until the new owner sets
// up their own (teams.payouts_user_id, written by `confirmTeamHandover`).

/**
 * Whose payout account takes the team's card payments: the owner's once it is ready, else the
 * account of whoever held payouts before a handover, else the owner's (not set up yet).
 */
export async function payoutsUserId(
  db: Database,
  team: { id: string; ownerId: string },
  provider: string,
): Promise<string> {
  if (await repo.hasReadyPayoutAccount(db, team.ownerId, provider)) return team.ownerId;
  const row = await repo.payoutsUserOf(db, team.id);
  return payoutsPayee({ ownerId: team.ownerId, payoutsUserId: row?.payoutsUserId ?? null }, false);
}

/**
 * `payoutsUserId`'s rule for a statement that read the team's `payouts_user_id` and whether the
 * owner's own account is ready.
 */
export function payoutsPayee(
  team: { ownerId: string; payoutsUserId: string | null },
  ownerReady: boolean,
): string {
  return ownerReady ? team.ownerId : (team.payoutsUserId ?? team.ownerId);
}

/**
 * The name of the person whose payout account still takes the team's card payments when that is
 * not the owner (after a handover, until the new owner sets up payouts); null otherwise.
 */
export async function payoutsHeldBy(
  db: Database,
  team: { id: string; ownerId: string },
): Promise<string | null> {
  const row = await repo.payoutsUserOf(db, team.id);
  const holder = row?.payoutsUserId;
  if (!holder || holder === team.ownerId) return null;
  if (await repo.hasPayoutAccount(db, team.ownerId, true)) return null;
  return (await teamMemberNames(db, team.id, [holder])).get(holder) ?? 'the previous owner';
}
