import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/auth-context.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { usersInRoom } from '../../realtime/presence.js';
import { insertActivities } from '../activity/activity.repository.js';
import {
  isUuid,
  MEMBERSHIP_MESSAGES,
  MANAGER_ROLES,
  requireTeamRole,
  requireUser,
  type TeamAccess,
} from '../membership/membership.js';
import {
  isUnlimited,
  AUTO_DELAY_MAX_MS,
  FREE_PLAN_DRAFTS,
  PICK_CLOCK_MAX_SEC,
  PICK_CLOCK_MIN_SEC,
  PICKS_PER_ROUND_MAX,
  PLAN_FEATURE_MESSAGES,
  PLAN_LIMIT_MESSAGES,
  plannedPicks,
  ROUNDS_MAX,
  roundsForAllGames,
  SHARES_MAX,
  turnAt,
  type Turn,
  UNNAMED_PERSON,
} from '@tiix/domain';
import { findTeamPlan } from '../billing/plan.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { findTeam, type TeamRecord } from '../teams/teams.repository.js';
import type { DraftsDeps } from './drafts.deps.js';
import {
  buildDraftEvent,
  draftRoom,
  onClock,
  type DraftEventPayload,
  type DraftEventPickPayload,
  type DraftEventType,
} from './drafts.events.js';
import {
  sendCompletionMails,
  sendYourTurnMail,
  YOUR_TURN_MAIL_MIN_CLOCK_MS,
} from './drafts.mail.js';
import * as repo from './drafts.repository.js';
import type {
  DraftRecord,
  ParticipantRecord,
  PickRecord,
  PickTarget,
} from './drafts.repository.js';

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
}

const conflict = (message: string, reason: string) => new DomainError('CONFLICT', message, reason);
const badInput = (message: string, reason?: string) =>
  new DomainError('BAD_USER_INPUT', message, reason);
const invalidState = (action: string, state: string) =>
  conflict(MESSAGES.cannot(action, state), 'invalid_state');

/** The pick clock of the current pick: auto mode waits only `auto_delay_ms`. */
export function clockMs(draft: Pick<DraftRecord, 'mode' | 'pickClockSec' | 'autoDelayMs'>) {
  return draft.mode === 'auto' ? draft.autoDelayMs : draft.pickClockSec * 1000;
}

const isRunning = (d: DraftRecord) => d.state === 'active' || d.state === 'paused';

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

async function withTeam(ctx: DraftsContext, draft: DraftRecord, access: TeamAccess) {
  const team = await findTeam(ctx.db, draft.teamId);
  if (!team) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  return { draft, team, access };
}

function requireDraftOwner(draft: DraftRecord, userId: string) {
  if (draft.ownerUserId !== userId) {
    throw new DomainError('FORBIDDEN', MESSAGES.notDraftOwner, 'not_draft_owner');
  }
}

/** Locks the draft row for the transaction and re-checks ownership on the fresh row. */
async function lockOwned(tx: Database, draftId: string, userId: string): Promise<DraftRecord> {
  const draft = await repo.lockDraft(tx, draftId);
  if (!draft) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  requireDraftOwner(draft, userId);
  return draft;
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function getDraft(ctx: DraftsContext, draftId: string): Promise<DraftAccess | null> {
  if (!ctx.auth.userId || ctx.auth.isAnonymous || !isUuid(draftId)) return null;
  try {
    const { draft, access } = await requireDraftMember(ctx, draftId);
    return await withTeam(ctx, draft, access);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
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

/**
 * Participants in order. Until the setup is locked they follow the team's members: newly
 * joined members are added at the end, members who left are removed.
 */
export async function participantsOf(db: Database, draft: DraftRecord) {
  if (draft.state === 'setup_open') {
    await db.transaction(async (tx) => {
      const locked = await repo.lockDraft(tx, draft.id);
      if (locked?.state === 'setup_open') await syncParticipants(tx, locked);
    });
  }
  return repo.listParticipants(db, draft.id, draft.teamId);
}

async function syncParticipants(tx: Database, draft: DraftRecord): Promise<boolean> {
  const members = await repo.listMemberUserIds(tx, draft.teamId);
  const current = await repo.listParticipantRows(tx, draft.id);
  const memberSet = new Set(members);
  const gone = current.filter((p) => !memberSet.has(p.userId));
  const present = new Set(current.map((p) => p.userId));
  const joined = members.filter((u) => !present.has(u));
  if (gone.length === 0 && joined.length === 0) return false;
  await repo.deleteParticipants(
    tx,
    gone.map((p) => p.id),
  );
  const top = current.reduce((max, p) => Math.max(max, p.position), 0);
  await repo.insertParticipants(
    tx,
    joined.map((userId, i) => ({ draftId: draft.id, userId, position: top + 1 + i })),
  );
  const kept = (await repo.listParticipantRows(tx, draft.id)).map((p) => p.id);
  await repo.setPositions(tx, draft.id, kept);
  return true;
}

/** Total picks: fixed at start; before that, what the setup would give with today's games. */
export async function totalPicksOf(db: Database, draft: DraftRecord): Promise<number> {
  if (draft.totalPicks != null) return draft.totalPicks;
  const participants = await repo.listParticipantRows(db, draft.id);
  const pickable = await repo.countPickableGames(db, draft.teamId);
  return Math.min(plannedPicks(participants, draft), pickable);
}

// ---------------------------------------------------------------------------------------------
// Events and after-commit work

interface AfterCommit {
  events: { type: DraftEventType; pick?: DraftEventPickPayload | null }[];
  draft: DraftRecord;
  /** Who is in the room, when the change already read it (the pick path's one statement). */
  onlineUserIds?: string[];
  /** Set when this change started the draft. */
  started?: boolean;
  /** Set when this change completed the draft. */
  completed?: boolean;
  /** Set when a new pick's clock started. */
  clockStarted?: boolean;
}

/** Publishes the events of a committed change, wakes the clock, sends the e-mails it calls for. */
async function afterCommit(db: Database, deps: DraftsDeps, done: AfterCommit) {
  const participants = await participantsForPicks(db, deps, done.draft);
  rememberDraft(deps, done.draft);
  const now = new Date();
  const online = done.onlineUserIds ?? (await usersInRoom(db, draftRoom(done.draft.id), now));
  for (const e of done.events) {
    const payload = buildDraftEvent(e.type, done.draft, participants, online, e.pick ?? null, now);
    deps.realtime.publish('draft', done.draft.id, payload);
  }
  if (done.draft.state === 'active' && done.draft.pickDeadline) {
    for (const listener of deps.deadlineListeners) listener(done.draft.pickDeadline);
  }
  // The team chat says when the draft starts and ends (postSystemMessage only logs failures).
  if (done.started || done.completed) {
    const chat = { db, realtime: deps.realtime, logger: deps.logger };
    const draftId = done.draft.id;
    if (done.started)
      await postSystemMessage(chat, done.draft.teamId, { kind: 'draft_started', draftId });
    if (done.completed)
      await postSystemMessage(chat, done.draft.teamId, { kind: 'draft_completed', draftId });
  }
  // E-mails never hold up the caller, and a failed one is only logged.
  if (done.completed) {
    void sendCompletionMails(db, deps, done.draft).catch((err: unknown) =>
      deps.logger.warn({ err, draftId: done.draft.id }, 'draft completion e-mails failed'),
    );
  } else if (done.clockStarted && clockMs(done.draft) >= YOUR_TURN_MAIL_MIN_CLOCK_MS) {
    const next = onClock(done.draft, participants);
    if (next) {
      void sendYourTurnMail(db, deps, done.draft, next).catch((err: unknown) =>
        deps.logger.warn({ err, draftId: done.draft.id }, 'your-turn e-mail failed'),
      );
    }
  }
}

export type { DraftEventPayload };

/**
 * The presence event of the room as it is now, for one stream only: a member's further stream
 * tells no one else (they were already in the room).
 */
export async function presenceEvent(db: Database, deps: DraftsDeps, draftId: string) {
  const draft = await repo.findDraft(db, draftId);
  if (!draft) return null;
  const participants = await participantsForPicks(db, deps, draft);
  const online = await usersInRoom(db, draftRoom(draft.id));
  return buildDraftEvent('presence', draft, participants, online);
}

/** Tells the room who is in it now (after someone entered or left). */
export async function publishPresence(db: Database, deps: DraftsDeps, draftId: string) {
  const draft = await repo.findDraft(db, draftId);
  if (draft) await afterCommit(db, deps, { draft, events: [{ type: 'presence' }] });
}

// ---------------------------------------------------------------------------------------------
// Create

async function requirePlanForMode(team: TeamRecord, mode: DraftMode) {
  // An Unlimited year that has run out counts as free.
  if (mode === 'auto' && !isUnlimited(team)) {
    throw new DomainError('PLAN_LIMIT', MESSAGES.autoModePlan, 'plan_limit');
  }
}

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

// ---------------------------------------------------------------------------------------------
// State and mode (owner)

/** Starts a locked draft inside the caller's transaction. */
async function startLocked(tx: Database, draft: DraftRecord, userId: string): Promise<AfterCommit> {
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
async function completeLocked(
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

// ---------------------------------------------------------------------------------------------
// Picks

export interface PickResult {
  pick: PickRecord;
  draft: DraftRecord;
  participant: ParticipantRecord;
  game: PickTarget;
}

interface AppliedPick extends AfterCommit {
  result: PickResult;
}

function eventPick(r: PickResult): DraftEventPickPayload {
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

/**
 * Records one pick on a locked, active draft: the pick row, the game's owner, and the next
 * pick's clock (or the completion). The unique keys (game, overall) per draft back this up.
 */
async function applyPick(
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
  const game: PickTarget = {
    id: gameId,
    teamId: draft.teamId,
    opponent,
    gameDate,
    final: false,
    cancelled: false,
    assignedTo: turn.participant.userId,
  };
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

function pickDone(applied: { result: PickResult; completed: boolean }): AppliedPick {
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
    game: {
      id: gameId,
      teamId: draft.teamId,
      opponent,
      gameDate,
      final: false,
      cancelled: false,
      assignedTo: turn.participant.userId,
    },
  };
  await afterCommit(ctx.db, ctx.deps, {
    ...pickDone({ result, completed: false }),
    onlineUserIds: outcome.onlineUserIds,
  });
  return result;
}

/** Keeps the draft row this instance committed or read last, for the pick path's decision. */
function rememberDraft(deps: DraftsDeps, draft: DraftRecord) {
  const known = deps.participantCache.get(draft.id);
  // Two changes' after-commit work may finish out of order: the later row wins.
  if (known && (!known.draft || draft.updatedAt >= known.draft.updatedAt)) known.draft = draft;
}

// A draft's team never changes, and its participants are fixed once the setup is locked (the
// order, the shares and who is in it): the pick path keeps them in memory for a short while.
const PARTICIPANT_CACHE_MS = 30_000;

async function draftTeam(ctx: DraftsContext, draftId: string) {
  const hit = ctx.deps.participantCache.get(draftId);
  if (hit) return hit;
  const draft = await repo.findDraft(ctx.db, draftId);
  return draft ? { teamId: draft.teamId } : null;
}

async function participantsForPicks(
  db: Database,
  deps: DraftsDeps,
  draft: DraftRecord,
): Promise<ParticipantRecord[]> {
  if (draft.state === 'setup_open') return repo.listParticipants(db, draft.id, draft.teamId);
  const hit = deps.participantCache.get(draft.id);
  if (hit && Date.now() - hit.at < PARTICIPANT_CACHE_MS) return hit.participants;
  const participants = await repo.listParticipants(db, draft.id, draft.teamId);
  if (deps.participantCache.size > 10_000) deps.participantCache.clear();
  deps.participantCache.set(draft.id, { teamId: draft.teamId, participants, at: Date.now() });
  return participants;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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

/** Picks of a draft in order (the caller already holds read access). */
export const listPicks = (db: Database, draftId: string) => repo.listPicks(db, draftId);
export const listDraftGames = repo.listDraftGames;
export { pickCounts } from './drafts.repository.js';
