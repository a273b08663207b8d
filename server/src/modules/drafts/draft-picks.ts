// Drafts: a member's pick (one path for every pick) and undo.
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
import { participantsForPicks } from './draft-participants.js';
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

/**
 * A member's pick. Turn and auto mode: only the member on the clock. Manual mode: the on-clock
 * member or the draft owner for them. `participantId`, when given, must be the on-clock slot's
 * holder, so that a pick made from a stale screen never lands on the wrong member.
 *
 * One path for every pick: the turn is decided on the draft row, then one statement checks the
 * caller's membership, locks the row only if it is still at that pick, records the pick and
 * moves the draft on (see `repo.pickIfCurrent`). The row is the one this instance last committed
 * when it has one (no read), else the row read now. When the draft moved on (a racing pick, the
 * clock, another instance), the statement writes nothing and the pick is decided again on the
 * row read now; a refusal is only ever decided on a row read now, so it is the exact one.
 */
export async function makePick(
  ctx: DraftsContext,
  draftId: string,
  gameId: string,
  participantId?: string | null,
): Promise<PickResult> {
  const userId = requireUser(ctx.auth);
  let known = isUuid(draftId) ? ctx.deps.participantCache.get(draftId)?.draft : undefined;
  for (;;) {
    const draft = known ?? (isUuid(draftId) ? await repo.findDraft(ctx.db, draftId) : null);
    if (!draft) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
    const turn = await decidePick(ctx, draft, userId, gameId, participantId, !known);
    const result = turn && (await pickIfStillCurrent(ctx, draft, turn, gameId, userId));
    if (result) return result;
    known = undefined;
  }
}

/**
 * The turn the caller may pick on this row, or the refusal: on a row read now (`fresh`), thrown,
 * and only to members of the team (others get NOT_FOUND, as for a draft that does not exist; on
 * the way to a pick the pick statement checks the membership itself); on a remembered row, null
 * (the row may be stale, so the caller reads it and decides again).
 */
async function decidePick(
  ctx: DraftsContext,
  draft: DraftRecord,
  userId: string,
  gameId: string,
  participantId: string | null | undefined,
  fresh: boolean,
): Promise<Turn<ParticipantRecord> | null> {
  const refuse = async (err: Error): Promise<null> => {
    if (!fresh) return null;
    await requireTeamRole(ctx, draft.teamId);
    throw err;
  };
  if (!isUuid(gameId)) return refuse(badInput(MESSAGES.gameNotFound, 'game_not_found'));
  const running =
    draft.state === 'active' &&
    (draft.totalPicks == null || draft.currentOverall < draft.totalPicks);
  const participants = running ? await participantsForPicks(ctx.db, ctx.deps, draft) : [];
  const turn = running ? turnAt(participants, draft, draft.currentOverall) : null;
  if (!turn) return refuse(conflict(MESSAGES.notRunning(draft.state), 'invalid_state'));
  const forOwner = draft.mode === 'manual' && draft.ownerUserId === userId;
  if (turn.participant.userId !== userId && !forOwner) {
    return refuse(conflict(MESSAGES.notYourTurn, 'not_your_turn'));
  }
  if (participantId && participantId !== turn.participant.id) {
    return refuse(conflict(MESSAGES.notYourTurn, 'not_your_turn'));
  }
  return turn;
}

/** How long the last pick's own completion has before the clock completes the draft instead. */
const COMPLETE_GRACE_MS = 15_000;

/**
 * Records the pick if the draft is still where `draft` says, and sets off what follows; null when
 * the draft moved on (nothing written). The last pick then completes the draft on the locked row:
 * until it commits, the draft is active with no pick left, which refuses picks. Its clock is set
 * a short grace ahead, so that if this instance dies before completing it, the clock (on any
 * instance) claims it then and completes it, as it does any draft with nothing left to pick.
 */
async function pickIfStillCurrent(
  ctx: DraftsContext,
  draft: DraftRecord,
  turn: Turn<ParticipantRecord>,
  gameId: string,
  userId: string,
): Promise<PickResult | null> {
  const now = new Date();
  const completing = draft.totalPicks != null && turn.overall + 1 >= draft.totalPicks;
  const next = completing
    ? {
        pickStartedAt: draft.pickStartedAt,
        pickDeadline: new Date(now.getTime() + COMPLETE_GRACE_MS),
      }
    : { pickStartedAt: now, pickDeadline: new Date(now.getTime() + clockMs(draft)) };
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
      room: draftRoom(draft.id),
      now,
    });
  } catch (err) {
    // The draft row lock already serialises picks; the unique keys are the last line.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.gameTaken, 'game_taken');
    throw err;
  }
  if (!outcome.member) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  if (!outcome.current) return null;
  if (!outcome.pick) return refuseGame(ctx.db, draft, gameId);
  const { opponent, gameDate, ...pick } = outcome.pick;
  const advanced: DraftRecord = {
    ...draft,
    currentOverall: turn.overall + 1,
    ...next,
    pausedRemainingMs: null,
    updatedAt: now,
  };
  const done = completing ? await completePicked(ctx.db, draft.id, userId) : null;
  const result: PickResult = {
    pick,
    draft: done ?? advanced,
    participant: turn.participant,
    game: pickedGame(draft, gameId, turn.participant.userId, { opponent, gameDate }),
  };
  await afterCommit(ctx.db, ctx.deps, {
    ...pickDone({ result, completed: done != null }),
    onlineUserIds: outcome.onlineUserIds,
  });
  return result;
}

/** Completes a draft whose last pick was just recorded, unless it changed since (an undo). */
async function completePicked(db: Database, draftId: string, userId: string) {
  return db.transaction(async (tx) => {
    const locked = await repo.lockDraft(tx, draftId);
    const done =
      locked?.state === 'active' &&
      locked.totalPicks != null &&
      locked.currentOverall >= locked.totalPicks;
    return done ? completeLocked(tx, locked, userId) : null;
  });
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

export const listDraftGames = repo.listDraftGames;
