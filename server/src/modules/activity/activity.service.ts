import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { personName } from '@tiix/domain';
import { isUuid, type TeamRole } from '../membership/membership.js';
import { canSeePaymentRequest, type RequestParties } from '../payments/visibility.js';
import { myTeams, seesMemberEmails } from '../teams/teams.service.js';
import {
  listActivity,
  paymentParties,
  type ActivityFeedRow,
  type ActivityRecord,
} from './activity.repository.js';

/** The most a feed read returns, whatever the caller asks for. */
export const ACTIVITY_LIMIT_MAX = 100;

/**
 * Entries read per round while filling a feed, and the most rounds: a member who may see few of
 * a busy team's entries gets a shorter feed rather than a scan of the whole log.
 */
const SCAN_BATCH = ACTIVITY_LIMIT_MAX;
const SCAN_ROUNDS = 10;

/** A feed entry as the API shows it: the row plus its actor's name (null without an actor). */
export type ActivityEntry = ActivityRecord & { actorName: string | null };

/** The request a payment entry tells of; entries written before they named it give their actor. */
function partiesOf(
  row: ActivityFeedRow,
  known: Map<string, RequestParties>,
): RequestParties | null {
  const id = row.details.payment_request_id;
  if (typeof id === 'string') return known.get(id) ?? null;
  return row.activityType === 'payment_made'
    ? { payerUserId: row.userId, ownerUserId: null }
    : { payerUserId: null, ownerUserId: row.userId };
}

/**
 * The entries the caller may see. An entry tells of other data, so it follows that data's rule
 * (imported from its home, never restated here): invites per `seesMemberEmails`, payments per
 * `canSeePaymentRequest`. The other kinds (team created, joins, ranks, drafts) tell only what
 * every member of the team sees.
 */
async function visibleTo(
  db: Database,
  userId: string,
  roles: Map<string, TeamRole>,
  rows: ActivityFeedRow[],
): Promise<ActivityFeedRow[]> {
  const requestIds = rows.flatMap((r) => {
    const id = r.details.payment_request_id;
    return r.activityType.startsWith('payment_') && typeof id === 'string' && isUuid(id)
      ? [id]
      : [];
  });
  const parties = await paymentParties(db, [...new Set(requestIds)]);
  return rows.filter((row) => {
    const role = roles.get(row.teamId);
    if (!role) return false;
    switch (row.activityType) {
      case 'invite_sent':
        return seesMemberEmails(role);
      case 'payment_made':
      case 'payment_received':
      case 'payment_refunded': {
        const request = partiesOf(row, parties);
        // A request that no longer exists: only those who see every request see its entries.
        return canSeePaymentRequest(
          { userId, role },
          request ?? { payerUserId: null, ownerUserId: null },
        );
      }
      default:
        return true;
    }
  });
}

/**
 * Newest first, at most `limit`, of the caller's teams (only `teamIds` of them when given), only
 * the entries the caller may see (`visibleTo`). Each entry names its actor by the one naming
 * rule, so the feed never shows an actor's e-mail address.
 */
export async function recentActivity(
  db: Database,
  caller: RequestAuth,
  teamIds: readonly string[] | null | undefined,
  limit: number,
): Promise<ActivityEntry[]> {
  const userId = caller.userId;
  if (!userId) return [];
  const mine = await myTeams(db, caller);
  const wanted = mine.filter((t) => !teamIds || teamIds.includes(t.id));
  const roles = new Map(wanted.map((t) => [t.id, t.myRole]));
  const want = Math.max(0, Math.min(limit, ACTIVITY_LIMIT_MAX));
  const shown: ActivityFeedRow[] = [];
  for (let round = 0; round < SCAN_ROUNDS && shown.length < want; round += 1) {
    const rows = await listActivity(db, [...roles.keys()], SCAN_BATCH, round * SCAN_BATCH);
    shown.push(...(await visibleTo(db, userId, roles, rows)));
    if (rows.length < SCAN_BATCH) break;
  }
  return shown.slice(0, want).map(({ actor, ...entry }) => ({
    ...entry,
    actorName: actor ? personName(actor) : null,
  }));
}
