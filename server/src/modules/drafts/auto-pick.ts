// Drafts: picks made for a member from their ranks: the Auto-step, the pick clock, finish now.
import type { Database } from '../../db/client.js';
import { isUnlimited, turnAt } from '@tiix/domain';
import { findTeamPlan } from '../billing/plan.js';
import type { DraftsDeps } from './drafts.deps.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord } from './drafts.repository.js';
import {
  conflict,
  invalidState,
  isRunning,
  lockOwned,
  MESSAGES,
  requireDraftMember,
  requireDraftOwner,
  withTeam,
  type DraftsContext,
} from './draft-access.js';
import { afterCommit, type AfterCommit } from './draft-effects.js';
import { completeLocked } from './draft-state.js';
import {
  applyPick,
  eventPick,
  pickDone,
  type AppliedPick,
  type PickResult,
} from './draft-picks.js';

/**
 * The Auto-step: picks for the on-clock member from their ranks (draft owner). Null when no
 * pickable game is left (the draft then completes).
 */
export async function autopickNext(ctx: DraftsContext, draftId: string) {
  const { draft: seen, access } = await requireDraftMember(ctx, draftId);
  requireDraftOwner(seen, access.userId);
  const outcome = await autoPickOn(ctx.db, ctx.deps, draftId, { actorUserId: access.userId });
  return outcome.kind === 'picked' ? outcome.result : null;
}

type AutoOutcome =
  { kind: 'picked'; result: PickResult } | { kind: 'completed' } | { kind: 'skipped' };

/**
 * One auto-pick for the on-clock member, inside one transaction on the locked draft row. With
 * `onlyIfDueAt`, the clock worker's call: the draft row it claimed is passed in already locked.
 */
async function autoPickLocked(
  tx: Database,
  draft: DraftRecord,
  actorUserId: string | null,
): Promise<{ applied: AppliedPick | null; done: AfterCommit | null }> {
  if (draft.state !== 'active') throw conflict(MESSAGES.notRunning(draft.state), 'invalid_state');
  const participants = await repo.listParticipants(tx, draft.id, draft.teamId);
  const turn =
    draft.totalPicks != null && draft.currentOverall >= draft.totalPicks
      ? null
      : turnAt(participants, draft, draft.currentOverall);
  const game = turn
    ? await repo.bestRemainingGame(tx, draft.teamId, turn.participant.userId, {
        byScore: await autoPickUsesScore(tx, draft.teamId),
      })
    : null;
  if (!turn || !game) {
    // Nothing left to give out: the draft is over.
    const completed = await completeLocked(tx, draft, actorUserId);
    return {
      applied: null,
      done: { draft: completed, events: [{ type: 'state_changed' }], completed: true },
    };
  }
  const applied = pickDone(await applyPick(tx, draft, turn, game.id, true, actorUserId));
  return { applied, done: null };
}

/**
 * The automatic score is an Unlimited feature: only an Unlimited team's auto-pick may order by
 * it; a free team's auto-pick follows the member's ranks, then the earliest game.
 */
async function autoPickUsesScore(tx: Database, teamId: string): Promise<boolean> {
  const plan = await findTeamPlan(tx, teamId);
  return plan !== null && isUnlimited(plan);
}

async function autoPickOn(
  db: Database,
  deps: DraftsDeps,
  draftId: string,
  options: { actorUserId: string },
): Promise<AutoOutcome> {
  const out = await db.transaction(async (tx) => {
    const draft = await lockOwned(tx, draftId, options.actorUserId);
    return autoPickLocked(tx, draft, options.actorUserId);
  });
  const commit = out.applied ?? out.done!;
  await afterCommit(db, deps, commit);
  return out.applied ? { kind: 'picked', result: out.applied.result } : { kind: 'completed' };
}

/**
 * The pick clock: claims one active draft whose pick is overdue and auto-picks for the member
 * on the clock, in one transaction. Returns false when nothing was due. Safe to run on every
 * instance at once: a claimed draft is skipped by the others, and once the pick commits its
 * deadline has moved on.
 */
export async function runDuePick(
  db: Database,
  deps: DraftsDeps,
  now = new Date(),
): Promise<{ dueAt: Date | null } | null> {
  let dueAt: Date | null = null;
  const out = await db.transaction(async (tx) => {
    const draft = await repo.claimDueDraft(tx, now);
    if (!draft) return null;
    dueAt = draft.pickDeadline;
    return autoPickLocked(tx, draft, null);
  });
  if (!out) return null;
  await afterCommit(db, deps, out.applied ?? out.done!);
  // When the pick fell due: the clock's lag is how long after that it was made.
  return { dueAt };
}

/** The next pick deadline of any active draft (the clock worker sleeps until then). */
export const nextPickDeadline = (db: Database) => repo.nextDeadline(db);

/**
 * Draft owner: every remaining pick is made now, each from its member's ranks (the same rule
 * as the clock's auto-pick), and the draft completes. One transaction: all or nothing.
 */
export async function finishDraftNow(ctx: DraftsContext, draftId: string) {
  const { access } = await requireDraftMember(ctx, draftId);
  const { picks, final } = await ctx.db.transaction(async (tx) => {
    let draft = await lockOwned(tx, draftId, access.userId);
    if (!isRunning(draft)) throw invalidState('finish', draft.state);
    // Picks run on the active path; a paused draft is finished all the same.
    if (draft.state === 'paused') {
      draft = await repo.updateDraft(tx, draft.id, { state: 'active', pausedRemainingMs: null });
    }
    const made: PickResult[] = [];
    for (;;) {
      const out = await autoPickLocked(tx, draft, access.userId);
      if (out.applied) {
        made.push(out.applied.result);
        draft = out.applied.draft;
        if (out.applied.completed) return { picks: made, final: draft };
      } else {
        return { picks: made, final: out.done!.draft };
      }
    }
  });
  await afterCommit(ctx.db, ctx.deps, {
    draft: final,
    events: [
      ...picks.map((r) => ({ type: 'pick_made' as const, pick: eventPick(r) })),
      { type: 'state_changed' as const },
    ],
    completed: true,
  });
  return withTeam(ctx, final, access);
}
