// Drafts: the state machine (lock, start, pause, resume, complete) and the mode.
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { insertActivities } from '../activity/activity.repository.js';
import { MEMBERSHIP_MESSAGES } from '../membership/membership.js';
import { isUnlimited, plannedPicks } from '@tiix/domain';
import { findTeam, type TeamRecord } from '../teams/teams.repository.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord } from './drafts.repository.js';
import {
  badInput,
  clockMs,
  invalidState,
  isRunning,
  lockOwned,
  MESSAGES,
  requireDraftMember,
  requireDraftOwner,
  withTeam,
  type DraftAccess,
  type DraftAction,
  type DraftMode,
  type DraftsContext,
} from './draft-access.js';
import { syncParticipants } from './draft-participants.js';
import { afterCommit, type AfterCommit } from './draft-effects.js';
import { recordProductEvent } from '../analytics/analytics.service.js';

async function requirePlanForMode(team: TeamRecord, mode: DraftMode) {
  // An Unlimited year that has run out counts as free.
  if (mode === 'auto' && !isUnlimited(team)) {
    throw new DomainError('PLAN_LIMIT', MESSAGES.autoModePlan, 'plan_limit');
  }
}

// ---------------------------------------------------------------------------------------------
// State and mode (owner)

/** Starts a locked draft inside the caller's transaction. */
export async function startLocked(
  tx: Database,
  draft: DraftRecord,
  userId: string,
): Promise<AfterCommit> {
  const participants = await repo.listParticipantRows(tx, draft.id);
  const pickable = await repo.countPickableGames(tx, draft.teamId);
  const total = Math.min(plannedPicks(participants, draft), pickable);
  const now = new Date();
  let started = await repo.updateDraft(tx, draft.id, {
    state: 'active',
    status: 'active',
    startedAt: draft.startedAt ?? now,
    currentOverall: 0,
    totalPicks: total,
    pickStartedAt: now,
    pickDeadline: new Date(now.getTime() + clockMs(draft)),
    pausedRemainingMs: null,
  });
  await repo.updateTeamForDraft(tx, draft.teamId, { draftId: draft.id, status: 'draft' });
  await insertActivities(tx, [
    {
      teamId: draft.teamId,
      userId,
      activityType: 'draft_started',
      details: { draft_type: draft.pickOrder },
    },
  ]);
  await recordProductEvent(tx, {
    name: 'draft_started',
    userId,
    teamId: draft.teamId,
    properties: { pickOrder: draft.pickOrder, picks: total },
  });
  if (total === 0) {
    started = await completeLocked(tx, started, userId);
    return { draft: started, events: [{ type: 'state_changed' }], started: true, completed: true };
  }
  return {
    draft: started,
    events: [{ type: 'state_changed' }, { type: 'clock_started' }],
    clockStarted: true,
    started: true,
  };
}

/** Completes a draft inside the caller's transaction: state, status, team status, activity. */
export async function completeLocked(
  tx: Database,
  draft: DraftRecord,
  userId: string | null,
): Promise<DraftRecord> {
  const now = new Date();
  const done = await repo.updateDraft(tx, draft.id, {
    state: 'complete',
    status: 'completed',
    startedAt: draft.startedAt ?? now,
    completedAt: now,
    pickDeadline: null,
    pausedRemainingMs: null,
  });
  await repo.updateTeamForDraft(tx, draft.teamId, { status: 'active' });
  await insertActivities(tx, [
    {
      teamId: draft.teamId,
      userId: userId ?? draft.ownerUserId,
      activityType: 'draft_completed',
      details: { draft_type: draft.pickOrder },
    },
  ]);
  await recordProductEvent(tx, {
    name: 'draft_completed',
    userId,
    teamId: draft.teamId,
    properties: { pickOrder: draft.pickOrder },
  });
  return done;
}

/** lock_setup, start, pause, resume, complete: the draft owner only. */
export async function draftAction(
  ctx: DraftsContext,
  draftId: string,
  action: DraftAction,
): Promise<DraftAccess> {
  const { access } = await requireDraftMember(ctx, draftId);
  const userId = access.userId;
  const done = await ctx.db.transaction(async (tx): Promise<AfterCommit> => {
    const draft = await lockOwned(tx, draftId, userId);
    const now = new Date();
    switch (action) {
      case 'lock_setup': {
        if (draft.state !== 'setup_open') throw invalidState('lock its setup', draft.state);
        await syncParticipants(tx, draft);
        const locked = await repo.updateDraft(tx, draft.id, { state: 'setup_locked' });
        return { draft: locked, events: [{ type: 'state_changed' }] };
      }
      case 'start': {
        if (draft.state !== 'setup_locked' && draft.state !== 'ready') {
          throw invalidState('start', draft.state);
        }
        return startLocked(tx, draft, userId);
      }
      case 'pause': {
        if (draft.state !== 'active') throw invalidState('pause', draft.state);
        const left = draft.pickDeadline
          ? Math.max(0, draft.pickDeadline.getTime() - now.getTime())
          : clockMs(draft);
        const paused = await repo.updateDraft(tx, draft.id, {
          state: 'paused',
          pickDeadline: null,
          pausedRemainingMs: left,
        });
        return { draft: paused, events: [{ type: 'state_changed' }] };
      }
      case 'resume': {
        if (draft.state !== 'paused') throw invalidState('resume', draft.state);
        const left = draft.pausedRemainingMs ?? clockMs(draft);
        // The pick start moves too, so that "start + clock" still gives the deadline.
        const resumed = await repo.updateDraft(tx, draft.id, {
          state: 'active',
          pickDeadline: new Date(now.getTime() + left),
          pickStartedAt: new Date(now.getTime() + left - clockMs(draft)),
          pausedRemainingMs: null,
        });
        return {
          draft: resumed,
          events: [{ type: 'state_changed' }, { type: 'clock_started' }],
        };
      }
      case 'complete': {
        if (!isRunning(draft)) throw invalidState('complete', draft.state);
        const completed = await completeLocked(tx, draft, userId);
        return { draft: completed, events: [{ type: 'state_changed' }], completed: true };
      }
      default:
        throw badInput(`Unknown draft action: ${String(action)}`, 'invalid_action');
    }
  });
  await afterCommit(ctx.db, ctx.deps, done);
  return withTeam(ctx, done.draft, access);
}

export async function setDraftMode(ctx: DraftsContext, draftId: string, mode: DraftMode) {
  if (mode !== 'turn' && mode !== 'manual' && mode !== 'auto') {
    throw badInput('Mode must be turn, manual or auto', 'invalid_mode');
  }
  const { draft: seen, access } = await requireDraftMember(ctx, draftId);
  requireDraftOwner(seen, access.userId);
  const team = await findTeam(ctx.db, seen.teamId);
  if (!team) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  await requirePlanForMode(team, mode);
  const done = await ctx.db.transaction(async (tx): Promise<AfterCommit> => {
    const draft = await lockOwned(tx, draftId, access.userId);
    if (draft.state === 'complete') throw invalidState('change mode', draft.state);
    const patch: repo.DraftPatch = { mode };
    // A running clock follows the new mode's timing from the same pick start.
    if (draft.state === 'active' && draft.pickStartedAt) {
      patch.pickDeadline = new Date(draft.pickStartedAt.getTime() + clockMs({ ...draft, mode }));
    }
    const changed = await repo.updateDraft(tx, draft.id, patch);
    return { draft: changed, events: [{ type: 'mode_changed' }] };
  });
  await afterCommit(ctx.db, ctx.deps, done);
  return { draft: done.draft, team, access };
}
