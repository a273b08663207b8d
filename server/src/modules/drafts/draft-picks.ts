// Drafts: a member's pick (the full path and the path for a draft this instance knows) and undo.
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  isUuid,
  MEMBERSHIP_MESSAGES,
  requireTeamRole,
  requireUser,
} from '../membership/membership.js';
import { turnAt, type Turn, UNNAMED_PERSON } from '@tiix/domain';
import { draftRoom, type DraftEventPickPayload } from './drafts.events.js';
import * as repo from './drafts.repository.js';
import type {
  DraftRecord,
  ParticipantRecord,
  PickRecord,
  PickTarget,
} from './drafts.repository.js';
import {
  badInput,
  clockMs,
  conflict,
  invalidState,
  isRunning,
  lockOwned,
  MESSAGES,
  requireDraftMember,
  withTeam,
  type DraftsContext,
} from './draft-access.js';
import { draftTeam, participantsForPicks, PARTICIPANT_CACHE_MS } from './draft-participants.js';
import { afterCommit, type AfterCommit } from './draft-effects.js';
import { completeLocked } from './draft-state.js';

// ---------------------------------------------------------------------------------------------
// Picks

export interface PickResult {
  pick: PickRecord;
  draft: DraftRecord;
  participant: ParticipantRecord;
  game: PickTarget;
}

export interface AppliedPick extends AfterCommit {
  result: PickResult;
}

export function eventPick(r: PickResult): DraftEventPickPayload {
  return {
    id: r.pick.id,
    pickNumber: r.pick.pickNumber,
    overall: r.pick.overall,
    round: r.pick.round,
    slot: r.pick.slot,
    autopick: r.pick.autopick,
    userId: r.pick.userId,
    participantId: r.pick.participantId,
    displayName: r.participant.displayName,
    gameId: r.game.id,
    opponent: r.game.opponent,
    gameDate: r.game.gameDate.toISOString(),
  };
}

/** The game a pick just took: now its holder's, and pickable until then (not final, not cancelled). */
function pickedGame(
  draft: DraftRecord,
  gameId: string,
  holderId: string,
  read: Pick<PickTarget, 'opponent' | 'gameDate'>,
): PickTarget {
  return {
    id: gameId,
    teamId: draft.teamId,
    ...read,
    final: false,
    cancelled: false,
    assignedTo: holderId,
  };
}

/**
 * Records one pick on a locked, active draft: the pick row, the game's owner, and the next
 * pick's clock (or the completion). The unique keys (game, overall) per draft back this up.
 */
export async function applyPick(
  tx: Database,
  draft: DraftRecord,
  turn: Turn<ParticipantRecord>,
  gameId: string,
  autopick: boolean,
  actorUserId: string | null,
): Promise<{ result: PickResult; completed: boolean }> {
  const inserted = await repo.insertPickIfPickable(tx, draft.teamId, {
    draftId: draft.id,
    userId: turn.participant.userId,
    participantId: turn.participant.id,
    gameId,
    pickNumber: turn.overall + 1,
    overall: turn.overall,
    slot: turn.slot,
    round: turn.round,
    autopick,
  });
  if (!inserted) return refuseGame(tx, draft, gameId);
  const { opponent, gameDate, ...pick } = inserted;
  const game = pickedGame(draft, gameId, turn.participant.userId, { opponent, gameDate });
  const next = turn.overall + 1;
  const now = new Date();
  const completing = draft.totalPicks != null && next >= draft.totalPicks;
  const patch = {
    currentOverall: next,
    pickStartedAt: completing ? draft.pickStartedAt : now,
    pickDeadline:
      !completing && draft.state === 'active' ? new Date(now.getTime() + clockMs(draft)) : null,
    pausedRemainingMs: !completing && draft.state === 'paused' ? clockMs(draft) : null,
  };
  await repo.assignAndAdvance(tx, draft.id, gameId, turn.participant.userId, patch, now);
  const advanced: DraftRecord = { ...draft, ...patch, updatedAt: now };
  if (completing) {
    const done = await completeLocked(tx, advanced, actorUserId);
    return { result: { pick, draft: done, participant: turn.participant, game }, completed: true };
  }
  return {
    result: { pick, draft: advanced, participant: turn.participant, game },
    completed: false,
  };
}

/** Why a game could not be picked: not in the team, final, or already taken. Always throws. */
async function refuseGame(tx: Database, draft: DraftRecord, gameId: string): Promise<never> {
  const game = await repo.findGameForPick(tx, gameId);
  if (!game || game.teamId !== draft.teamId) {
    throw badInput(MESSAGES.gameNotFound, 'game_not_found');
  }
  if (game.final || game.cancelled) throw badInput(MESSAGES.gameFinal, 'game_final');
  throw conflict(MESSAGES.gameTaken, 'game_taken');
}

export function pickDone(applied: { result: PickResult; completed: boolean }): AppliedPick {
  // The pick's event also carries the next pick's clock (state, deadline, who is on the clock):
  // one event, one write per member, per pick. The last pick also says the draft is complete.
  const events: AfterCommit['events'] = [{ type: 'pick_made', pick: eventPick(applied.result) }];
  if (applied.completed) events.push({ type: 'state_changed' });
  return {
    result: applied.result,
    draft: applied.result.draft,
    events,
    completed: applied.completed,
    clockStarted: !applied.completed,
  };
}

function currentTurn(draft: DraftRecord, participants: ParticipantRecord[]) {
  const turn =
    draft.totalPicks != null && draft.currentOverall >= draft.totalPicks
      ? null
      : turnAt(participants, draft, draft.currentOverall);
  if (!turn) throw conflict(MESSAGES.notRunning(draft.state), 'invalid_state');
  return turn;
}

/**
 * A member's pick. Turn and auto mode: only the member on the clock. Manual mode: the on-clock
 * member or the draft owner for them. `participantId`, when given, must be the on-clock slot's
 * holder, so that a pick made from a stale screen never lands on the wrong member.
 */
export async function makePick(
  ctx: DraftsContext,
  draftId: string,
  gameId: string,
  participantId?: string | null,
): Promise<PickResult> {
  requireUser(ctx.auth);
  const fast =
    isUuid(draftId) && isUuid(gameId)
      ? await pickOnKnownDraft(ctx, draftId, gameId, participantId)
      : null;
  if (fast) return fast;
  const known = isUuid(draftId) ? await draftTeam(ctx, draftId) : null;
  if (!known) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  const { userId } = await requireTeamRole(ctx, known.teamId);
  if (!isUuid(gameId)) throw badInput(MESSAGES.gameNotFound, 'game_not_found');
  let applied: AppliedPick;
  try {
    applied = await ctx.db.transaction(async (tx) => {
      const draft = await repo.lockDraft(tx, draftId);
      if (!draft) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
      if (draft.state !== 'active') {
        throw conflict(MESSAGES.notRunning(draft.state), 'invalid_state');
      }
      const participants = await participantsForPicks(tx, ctx.deps, draft);
      const turn = currentTurn(draft, participants);
      const forOwner = draft.mode === 'manual' && draft.ownerUserId === userId;
      if (turn.participant.userId !== userId && !forOwner) {
        throw conflict(MESSAGES.notYourTurn, 'not_your_turn');
      }
      if (participantId && participantId !== turn.participant.id) {
        throw conflict(MESSAGES.notYourTurn, 'not_your_turn');
      }
      return pickDone(await applyPick(tx, draft, turn, gameId, false, userId));
    });
  } catch (err) {
    // The draft row lock already serialises picks; the unique keys are the last line.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.gameTaken, 'game_taken');
    throw err;
  }
  await afterCommit(ctx.db, ctx.deps, applied);
  return applied.result;
}

/**
 * The pick path for a draft this instance knows (its participants and its row as last seen):
 * the turn is decided on the known row, then one statement checks the caller's membership,
 * locks the row only if it is still at that pick, records the pick and moves the draft on (see
 * `repo.pickIfCurrent`). Null when the known row cannot decide (unknown draft, not active, the
 * caller not on the clock there, the draft's last pick) or turned out stale: the caller then
 * takes the full path, which reads and locks the row first and gives the exact refusal.
 */
async function pickOnKnownDraft(
  ctx: DraftsContext,
  draftId: string,
  gameId: string,
  participantId: string | null | undefined,
): Promise<PickResult | null> {
  const userId = ctx.auth.userId!;
  const known = ctx.deps.participantCache.get(draftId);
  const draft = known?.draft;
  if (!known || !draft || Date.now() - known.at >= PARTICIPANT_CACHE_MS) return null;
  if (draft.state !== 'active') return null;
  // The last pick completes the draft (activity, team, e-mails): the full path does that.
  if (draft.totalPicks != null && draft.currentOverall + 1 >= draft.totalPicks) return null;
  const turn = turnAt(known.participants, draft, draft.currentOverall);
  if (!turn) return null;
  const forOwner = draft.mode === 'manual' && draft.ownerUserId === userId;
  if (turn.participant.userId !== userId && !forOwner) return null;
  if (participantId && participantId !== turn.participant.id) return null;
  const now = new Date();
  const next = { pickStartedAt: now, pickDeadline: new Date(now.getTime() + clockMs(draft)) };
  let outcome: repo.CurrentPickOutcome;
  try {
    outcome = await repo.pickIfCurrent(ctx.db, {
      draft,
      pick: {
        userId: turn.participant.userId,
        participantId: turn.participant.id,
        gameId,
        pickNumber: turn.overall + 1,
        slot: turn.slot,
        round: turn.round,
      },
      next,
      callerId: userId,
      room: draftRoom(draftId),
      now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.gameTaken, 'game_taken');
    throw err;
  }
  if (!outcome.member) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  if (!outcome.current) {
    known.draft = undefined;
    return null;
  }
  if (!outcome.pick) return refuseGame(ctx.db, draft, gameId);
  const { opponent, gameDate, ...pick } = outcome.pick;
  const advanced: DraftRecord = {
    ...draft,
    currentOverall: turn.overall + 1,
    ...next,
    pausedRemainingMs: null,
    updatedAt: now,
  };
  const result: PickResult = {
    pick,
    draft: advanced,
    participant: turn.participant,
    game: pickedGame(draft, gameId, turn.participant.userId, { opponent, gameDate }),
  };
  await afterCommit(ctx.db, ctx.deps, {
    ...pickDone({ result, completed: false }),
    onlineUserIds: outcome.onlineUserIds,
  });
  return result;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Draft owner: removes the last pick and gives the clock back to its member. */
export async function undoLastPick(ctx: DraftsContext, draftId: string) {
  const { access } = await requireDraftMember(ctx, draftId);
  const done = await ctx.db.transaction(async (tx): Promise<AfterCommit> => {
    const draft = await lockOwned(tx, draftId, access.userId);
    if (!isRunning(draft)) throw invalidState('undo a pick', draft.state);
    const last = await repo.lastPick(tx, draft.id);
    if (!last) throw conflict(MESSAGES.noPicks, 'no_picks');
    const participants = await repo.listParticipants(tx, draft.id, draft.teamId);
    const [game] = await repo.findGames(tx, [last.gameId]);
    await repo.deletePick(tx, last.id);
    await repo.assignGame(tx, last.gameId, null);
    const now = new Date();
    const reverted = await repo.updateDraft(tx, draft.id, {
      currentOverall: last.overall,
      pickStartedAt: now,
      pickDeadline: draft.state === 'active' ? new Date(now.getTime() + clockMs(draft)) : null,
      pausedRemainingMs: draft.state === 'paused' ? clockMs(draft) : null,
    });
    const holder = participants.find((p) => p.id === last.participantId);
    const pick: DraftEventPickPayload = {
      id: last.id,
      pickNumber: last.pickNumber,
      overall: last.overall,
      round: last.round,
      slot: last.slot,
      autopick: last.autopick,
      userId: last.userId,
      participantId: last.participantId,
      displayName: holder?.displayName ?? UNNAMED_PERSON,
      gameId: last.gameId,
      opponent: game?.opponent ?? '',
      gameDate: (game?.gameDate ?? now).toISOString(),
    };
    return {
      draft: reverted,
      events: [
        { type: 'pick_undone', pick },
        ...(reverted.state === 'active' ? [{ type: 'clock_started' as const }] : []),
      ],
      clockStarted: reverted.state === 'active',
    };
  });
  await afterCommit(ctx.db, ctx.deps, done);
  return withTeam(ctx, done.draft, access);
}

/** Picks of a draft in order (the caller already holds read access). */
export const listPicks = (db: Database, draftId: string) => repo.listPicks(db, draftId);
export const listDraftGames = repo.listDraftGames;
export { pickCounts } from './drafts.repository.js';
