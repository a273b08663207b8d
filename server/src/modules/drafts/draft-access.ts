// Drafts: the module's messages and types, who may read or change a draft, and the reads.
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  isUuid,
  MEMBERSHIP_MESSAGES,
  requireTeamRole,
  requireUser,
  teamRoleOf,
  type TeamAccess,
} from '../membership/membership.js';
import { PLAN_FEATURE_MESSAGES, PLAN_LIMIT_MESSAGES } from '@tiix/domain';
import { findTeam, type TeamRecord } from '../teams/teams.repository.js';
import type { DraftsDeps } from './drafts.deps.js';
import { roomAsShown, roomReadArgs, type DraftRoom } from './draft-room.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord } from './drafts.repository.js';

export const MESSAGES = {
  notYourTurn: "It's not your turn",
  gameTaken: 'That game was just taken',
  gameFinal: "This game is final and can't be drafted",
  gameNotFound: 'Game not found in this team',
  notDraftOwner: 'Only the draft owner can do that',
  draftExists: 'This team already has a draft in progress',
  autoModePlan: PLAN_FEATURE_MESSAGES.auto_draft,
  draftPlan: PLAN_LIMIT_MESSAGES.drafts,
  setupLocked: 'The draft setup is locked',
  cannot: (action: string, state: string) => `The draft can't ${action} from ${state}`,
  notRunning: (state: string) => `Picks can only be made while the draft is active, not ${state}`,
  noPicks: 'There is no pick to undo',
  badOrder: 'The order must list every participant once',
  participantNotFound: 'Participant not found in this draft',
} as const;

export type DraftAction = 'lock_setup' | 'start' | 'pause' | 'resume' | 'complete';
export type DraftMode = DraftRecord['mode'];

/** Who is calling, and the app's draft dependencies. */
export interface DraftsContext {
  db: Database;
  auth: RequestAuth;
  deps: DraftsDeps;
}

/** A draft as its caller may read it. */
export interface DraftAccess {
  draft: DraftRecord;
  team: TeamRecord;
  access: TeamAccess;
  /** What the room shows, when the read asked for it with the draft (`getDraft`). */
  room?: DraftRoom;
}

export const conflict = (message: string, reason: string) =>
  new DomainError('CONFLICT', message, reason);
export const badInput = (message: string, reason?: string) =>
  new DomainError('BAD_USER_INPUT', message, reason);
export const invalidState = (action: string, state: string) =>
  conflict(MESSAGES.cannot(action, state), 'invalid_state');

/** The pick clock of the current pick: auto mode waits only `auto_delay_ms`. */
export function clockMs(draft: Pick<DraftRecord, 'mode' | 'pickClockSec' | 'autoDelayMs'>) {
  return draft.mode === 'auto' ? draft.autoDelayMs : draft.pickClockSec * 1000;
}

export const isRunning = (d: DraftRecord) => d.state === 'active' || d.state === 'paused';

// ---------------------------------------------------------------------------------------------
// Access

/**
 * The draft and the caller's membership of its team. A missing draft and an outsider get the
 * same NOT_FOUND as a refused team read; guests and signed-out callers get UNAUTHENTICATED.
 */
export async function requireDraftMember(ctx: DraftsContext, draftId: string) {
  requireUser(ctx.auth);
  const draft = isUuid(draftId) ? await repo.findDraft(ctx.db, draftId) : null;
  if (!draft) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  const access = await requireTeamRole(ctx, draft.teamId);
  return { draft, access };
}

export async function withTeam(ctx: DraftsContext, draft: DraftRecord, access: TeamAccess) {
  const team = await findTeam(ctx.db, draft.teamId);
  if (!team) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  return { draft, team, access };
}

export function requireDraftOwner(draft: DraftRecord, userId: string) {
  if (draft.ownerUserId !== userId) {
    throw new DomainError('FORBIDDEN', MESSAGES.notDraftOwner, 'not_draft_owner');
  }
}

/** Locks the draft row for the transaction and re-checks ownership on the fresh row. */
export async function lockOwned(
  tx: Database,
  draftId: string,
  userId: string,
): Promise<DraftRecord> {
  const draft = await repo.lockDraft(tx, draftId);
  if (!draft) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  requireDraftOwner(draft, userId);
  return draft;
}

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * The draft and the caller's access, or null (missing draft, not a member, bad id): one
 * statement, the membership check included. With `withRoom`, the same statement also reads what
 * the room shows (participants, picks, games, who is here).
 */
export async function getDraft(
  ctx: DraftsContext,
  draftId: string,
  withRoom = false,
): Promise<DraftAccess | null> {
  const userId = ctx.auth.userId;
  if (!userId || ctx.auth.isAnonymous || !isUuid(draftId)) return null;
  // `requireDraftMember` and `withTeam` in one statement: the same rule (`teamRoleOf`).
  if (withRoom) {
    const found = await repo.findDraftRoom(ctx.db, draftId, userId, ...roomReadArgs(draftId));
    const access = found && memberAccess(userId, found);
    if (!found || !access) return null;
    const { draft, team } = found;
    return { draft, team, access, room: await roomAsShown(ctx.db, draft, found) };
  }
  const found = await repo.findDraftWithTeam(ctx.db, draftId, userId);
  const access = found && memberAccess(userId, found);
  return found && access ? { draft: found.draft, team: found.team, access } : null;
}

/** The caller's access by the membership rule, from a read of the team and their row. */
function memberAccess(
  userId: string,
  { team, memberRole }: { team: TeamRecord; memberRole: TeamAccess['role'] | null },
): TeamAccess | null {
  const role = teamRoleOf(userId, team.ownerId, memberRole);
  return role && { userId, teamId: team.id, ownerId: team.ownerId, role };
}

export async function latestDraftOfTeam(
  ctx: DraftsContext,
  teamId: string,
): Promise<DraftAccess | null> {
  const access = await requireTeamRole(ctx, teamId);
  const draft = await repo.findLatestDraftOfTeam(ctx.db, access.teamId);
  return draft ? withTeam(ctx, draft, access) : null;
}

/** The caller's latest draft over all their teams (running first, else newest). */
export async function latestDraftOfUser(ctx: DraftsContext): Promise<DraftRecord | null> {
  const userId = requireUser(ctx.auth);
  return repo.findLatestDraftOfUser(ctx.db, userId);
}

/** The same draft as the room reads it; null for guests and signed-out callers. */
export async function myLatestDraft(ctx: DraftsContext): Promise<DraftAccess | null> {
  if (!ctx.auth.userId || ctx.auth.isAnonymous) return null;
  const draft = await latestDraftOfUser(ctx);
  return draft ? getDraft(ctx, draft.id) : null;
}
