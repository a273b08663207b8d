// Drafts: creating a draft and its setup (order, rounds, clock, shares) before the lock.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { MANAGER_ROLES, requireTeamRole } from '../membership/membership.js';
import {
  isUnlimited,
  AUTO_DELAY_MAX_MS,
  FREE_PLAN_DRAFTS,
  PICK_CLOCK_MAX_SEC,
  PICK_CLOCK_MIN_SEC,
  PICKS_PER_ROUND_MAX,
  ROUNDS_MAX,
  roundsForAllGames,
  SHARES_MAX,
} from '@tiix/domain';
import { findTeamPlan } from '../billing/plan.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord } from './drafts.repository.js';
import {
  badInput,
  conflict,
  MESSAGES,
  requireDraftMember,
  lockOwned,
  withTeam,
  type DraftAccess,
  type DraftsContext,
} from './draft-access.js';
import { syncParticipants } from './draft-participants.js';
import { afterCommit } from './draft-effects.js';
import { startLocked } from './draft-state.js';

async function insertNewDraft(tx: Database, teamId: string, ownerUserId: string) {
  if (await repo.findUnfinishedDraft(tx, teamId)) {
    throw conflict(MESSAGES.draftExists, 'draft_exists');
  }
  // Unlimited drafts are an Unlimited feature: a free team runs one.
  const plan = await findTeamPlan(tx, teamId);
  if (plan && !isUnlimited(plan) && (await repo.countDrafts(tx, teamId)) >= FREE_PLAN_DRAFTS) {
    throw new DomainError('PLAN_LIMIT', MESSAGES.draftPlan, 'plan_limit');
  }
  const draft = await repo.insertDraft(tx, {
    teamId,
    ownerUserId,
    state: 'setup_open',
    status: 'pending',
    mode: 'manual',
    pickOrder: 'snake',
    rounds: 1,
    picksPerRound: 1,
    pickClockSec: 30,
  });
  await syncParticipants(tx, draft);
  await repo.updateTeamForDraft(tx, teamId, { draftId: draft.id });
  return draft;
}

/** A new draft in setup_open (1 round, 30 s clock, snake, manual). Owner or admin. */
export async function createDraft(ctx: DraftsContext, teamId: string): Promise<DraftAccess> {
  const access = await requireTeamRole(ctx, teamId, MANAGER_ROLES);
  const draft = await ctx.db.transaction(async (tx) => {
    // Two creations at once: the unique index refuses the second; the lock makes it a clear error.
    await tx.execute(lockTeamDrafts(access.teamId));
    return insertNewDraft(tx, access.teamId, access.userId);
  });
  return withTeam(ctx, draft, access);
}

/** Creates and starts a draft (1 round, 30 s clock). Owner or admin. */
export async function createAndStartDraft(ctx: DraftsContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId, MANAGER_ROLES);
  const done = await ctx.db.transaction(async (tx) => {
    await tx.execute(lockTeamDrafts(access.teamId));
    const created = await insertNewDraft(tx, access.teamId, access.userId);
    const locked = await repo.updateDraft(tx, created.id, { state: 'setup_locked' });
    return startLocked(tx, locked, access.userId);
  });
  await afterCommit(ctx.db, ctx.deps, done);
  return withTeam(ctx, done.draft, access);
}

/**
 * The fallback of the game cards' Draft button: the team's draft in setup_open, setup_locked,
 * ready or running; else a new one. Any member may ensure (it creates at most one draft).
 */
export async function ensureDraft(ctx: DraftsContext, teamId: string): Promise<DraftRecord> {
  const access = await requireTeamRole(ctx, teamId);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(lockTeamDrafts(access.teamId));
    const open = await repo.findUnfinishedDraft(tx, access.teamId);
    if (open) return open;
    // A plain member's Draft button must not make them the draft's owner: the team owner runs it.
    const owner = MANAGER_ROLES.includes(access.role) ? access.userId : access.ownerId;
    return insertNewDraft(tx, access.teamId, owner);
  });
}

const lockTeamDrafts = (teamId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`team-drafts:${teamId}`}))`;

// ---------------------------------------------------------------------------------------------
// Setup (owner, before the lock)

export interface DraftSetupInput {
  pickOrder?: 'snake' | 'round_robin' | null;
  rounds?: number | null;
  fillAllGames?: boolean | null;
  picksPerRound?: number | null;
  pickClockSec?: number | null;
  autoDelayMs?: number | null;
}

function intIn(value: number, min: number, max: number, label: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(`${label} must be a whole number from ${min} to ${max}`, 'invalid_setup');
  }
  return value;
}

async function setupChange(
  ctx: DraftsContext,
  draftId: string,
  change: (tx: Database, draft: DraftRecord) => Promise<repo.DraftPatch | void>,
): Promise<DraftAccess> {
  const { access } = await requireDraftMember(ctx, draftId);
  const draft = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwned(tx, draftId, access.userId);
    if (locked.state !== 'setup_open') throw conflict(MESSAGES.setupLocked, 'invalid_state');
    await syncParticipants(tx, locked);
    const patch = await change(tx, locked);
    return patch && Object.keys(patch).length > 0 ? repo.updateDraft(tx, locked.id, patch) : locked;
  });
  await afterCommit(ctx.db, ctx.deps, { draft, events: [{ type: 'setup_changed' }] });
  return withTeam(ctx, draft, access);
}

export function updateDraftSetup(ctx: DraftsContext, draftId: string, input: DraftSetupInput) {
  return setupChange(ctx, draftId, async (tx, draft) => {
    const patch: repo.DraftPatch = {};
    if (input.pickOrder != null) {
      if (input.pickOrder !== 'snake' && input.pickOrder !== 'round_robin') {
        throw badInput('Pick order must be snake or round_robin', 'invalid_setup');
      }
      patch.pickOrder = input.pickOrder;
    }
    if (input.picksPerRound != null) {
      patch.picksPerRound = intIn(input.picksPerRound, 1, PICKS_PER_ROUND_MAX, 'Picks per round');
    }
    if (input.pickClockSec != null) {
      patch.pickClockSec = intIn(
        input.pickClockSec,
        PICK_CLOCK_MIN_SEC,
        PICK_CLOCK_MAX_SEC,
        'The pick clock (seconds)',
      );
    }
    if (input.autoDelayMs != null) {
      patch.autoDelayMs = intIn(
        input.autoDelayMs,
        0,
        AUTO_DELAY_MAX_MS,
        'The auto-pick delay (ms)',
      );
    }
    if (input.fillAllGames) {
      const participants = await repo.listParticipantRows(tx, draft.id);
      const pickable = await repo.countPickableGames(tx, draft.teamId);
      patch.rounds = Math.min(
        ROUNDS_MAX,
        roundsForAllGames(
          participants,
          { picksPerRound: patch.picksPerRound ?? draft.picksPerRound },
          pickable,
        ),
      );
    } else if (input.rounds != null) {
      patch.rounds = intIn(input.rounds, 1, ROUNDS_MAX, 'Rounds');
    }
    return patch;
  });
}

export function setDraftOrder(ctx: DraftsContext, draftId: string, participantIds: string[]) {
  return setupChange(ctx, draftId, async (tx, draft) => {
    const current = await repo.listParticipantRows(tx, draft.id);
    const ids = new Set(participantIds);
    if (
      ids.size !== participantIds.length ||
      ids.size !== current.length ||
      current.some((p) => !ids.has(p.id))
    ) {
      throw badInput(MESSAGES.badOrder, 'invalid_order');
    }
    await repo.setPositions(tx, draft.id, participantIds);
  });
}

export function randomizeDraftOrder(ctx: DraftsContext, draftId: string) {
  return setupChange(ctx, draftId, async (tx, draft) => {
    const ids = (await repo.listParticipantRows(tx, draft.id)).map((p) => p.id);
    // Fisher-Yates with a cryptographic source: nobody can predict or steer the order.
    for (let i = ids.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    await repo.setPositions(tx, draft.id, ids);
  });
}

export function setDraftShares(
  ctx: DraftsContext,
  draftId: string,
  participantId: string,
  shares: number,
) {
  return setupChange(ctx, draftId, async (tx, draft) => {
    intIn(shares, 1, SHARES_MAX, 'Shares');
    const current = await repo.listParticipantRows(tx, draft.id);
    if (!current.some((p) => p.id === participantId)) {
      throw badInput(MESSAGES.participantNotFound, 'participant_not_found');
    }
    await repo.setShares(tx, participantId, shares);
  });
}
