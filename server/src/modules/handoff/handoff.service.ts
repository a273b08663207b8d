import { recordProductEvent } from '../analytics/analytics.service.js';
import {
  cleanHandoffNote,
  effectiveHandoffStatus,
  formatKickoff,
  HANDOFF_MESSAGES,
  HANDOFF_NOTE_MAX,
  isGameOver,
  isValidReminderDays,
  nextGameLine,
  type HandoffStatus,
} from '@tiix/domain';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  findTeamAccess,
  isUuid,
  requireTeamRole,
  requireUser,
  teamMemberNames,
  type MembershipContext,
  type TeamAccess,
} from '../membership/membership.js';
import { notify } from '../notifications/notify.js';
import * as repo from './handoff.repository.js';
import type { HandoffGame, TicketSettings } from './handoff.repository.js';

/** A service call: the database, the caller, the app (for notices) and the clock. */
export interface HandoffContext extends MembershipContext {
  deps: AppDeps;
  /** The clock; tests move it. */
  now?: () => Date;
}

const nowOf = (ctx: HandoffContext) => (ctx.now ? ctx.now() : new Date());
export const ticketsLink = (teamId: string) => `/app/teams/${teamId}`;

export interface HandoffMember {
  userId: string;
  name: string;
}

export interface GameHandoffView {
  gameId: string;
  teamId: string;
  opponent: string;
  gameDate: Date;
  kickoffTz: string | null;
  member: HandoffMember;
  status: HandoffStatus;
  /** Only the ticket holder, the owner and the game's member read the note (seats, reference). */
  note: string | null;
  sentAt: Date | null;
  answeredAt: Date | null;
  canMarkSent: boolean;
  canConfirm: boolean;
}

// ---------------------------------------------------------------------------------------------
// Who may do what

/** The ticket holder, and the owner (who chose them and answers for the account), send. */
const canSend = (access: TeamAccess, settings: TicketSettings) =>
  access.userId === settings.holderId || access.role === 'owner';

async function settingsOf(db: Database, teamId: string): Promise<TicketSettings> {
  const settings = await repo.findTicketSettings(db, teamId);
  // requireTeamRole ran first, so the team exists.
  if (!settings) throw new DomainError('NOT_FOUND', HANDOFF_MESSAGES.gameNotFound);
  return settings;
}

/** The game, its team's settings and the caller's access; outsiders learn nothing of it. */
async function gameFor(ctx: HandoffContext, gameId: string) {
  if (!isUuid(gameId)) throw new DomainError('NOT_FOUND', HANDOFF_MESSAGES.gameNotFound);
  const game = await repo.findGame(ctx.db, gameId);
  if (!game) throw new DomainError('NOT_FOUND', HANDOFF_MESSAGES.gameNotFound);
  const access = await requireTeamRole(ctx, game.teamId);
  if (!game.isHome) throw new DomainError('NOT_FOUND', HANDOFF_MESSAGES.gameNotFound);
  return { game, access, settings: await settingsOf(ctx.db, game.teamId) };
}

function statusOf(game: HandoffGame, settings: TicketSettings): HandoffStatus {
  return effectiveHandoffStatus(game.handoff, game.assignedTo, settings.holderId);
}

function view(
  game: HandoffGame,
  settings: TicketSettings,
  access: TeamAccess,
  names: Map<string, string>,
  now: Date,
): GameHandoffView {
  const memberId = game.assignedTo ?? '';
  const status = statusOf(game, settings);
  const current = game.handoff?.memberId === memberId ? game.handoff : null;
  const open = !isGameOver(game, now);
  const ownGame = memberId === settings.holderId;
  const readsNote = canSend(access, settings) || access.userId === memberId;
  return {
    gameId: game.id,
    teamId: game.teamId,
    opponent: game.opponent,
    gameDate: game.gameDate,
    kickoffTz: game.kickoffTz,
    member: { userId: memberId, name: names.get(memberId) ?? 'Former member' },
    status,
    note: readsNote ? (current?.note ?? null) : null,
    sentAt: current?.sentAt ?? null,
    answeredAt: current?.answeredAt ?? null,
    canMarkSent: open && !ownGame && canSend(access, settings) && status !== 'received',
    canConfirm: open && !ownGame && access.userId === memberId,
  };
}

export async function namesOf(db: Database, teamId: string, ids: readonly string[]) {
  return teamMemberNames(db, teamId, [...new Set(ids.filter(Boolean))]);
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The team's ticket holder, reminder days and every assigned home game's handoff (members). */
export async function teamTickets(ctx: HandoffContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId);
  const settings = await settingsOf(ctx.db, access.teamId);
  const [games, memberIds] = await Promise.all([
    repo.listTeamGames(ctx.db, access.teamId),
    repo.listMemberIds(ctx.db, access.teamId),
  ]);
  const names = await namesOf(ctx.db, access.teamId, [
    settings.holderId,
    ...memberIds,
    ...games.map((g) => g.assignedTo ?? ''),
  ]);
  const now = nowOf(ctx);
  return {
    teamId: access.teamId,
    holder: { userId: settings.holderId, name: names.get(settings.holderId) ?? 'Team owner' },
    reminderDays: settings.reminderDays,
    members: memberIds.map((userId) => ({ userId, name: names.get(userId) ?? 'Former member' })),
    canManage: access.role === 'owner',
    canSend: canSend(access, settings),
    games: games.map((g) => view(g, settings, access, names, now)),
  };
}

/** One game's handoff (members of its team). */
export async function gameHandoff(ctx: HandoffContext, gameId: string) {
  const { game, access, settings } = await gameFor(ctx, gameId);
  if (!game.assignedTo) return null;
  const names = await namesOf(ctx.db, game.teamId, [game.assignedTo]);
  return view(game, settings, access, names, nowOf(ctx));
}

/**
 * The caller's next game in any team with its handoff, for the dashboard:
 * 'Sun Dec 6 · Broncos at Chiefs · tickets sent'. Null when they hold no upcoming game.
 */
export async function myNextGame(ctx: HandoffContext) {
  const userId = requireUser(ctx.auth);
  const [game] = await repo.listUpcomingGamesOf(ctx.db, userId, nowOf(ctx), 1);
  if (!game) return null;
  const settings = await settingsOf(ctx.db, game.teamId);
  const status = statusOf(game, settings);
  const kickoff = new Date(game.kickoffEpochMs ?? game.gameDate.getTime());
  return {
    gameId: game.id,
    teamId: game.teamId,
    teamName: game.teamName,
    opponent: game.opponent,
    gameDate: game.gameDate,
    status,
    line: nextGameLine({
      kickoff,
      timeZone: game.kickoffTz,
      home: game.isHome ? game.realTeamName : game.opponent,
      away: game.isHome ? game.opponent : game.realTeamName,
      status,
    }),
  };
}

/** Statuses of a team's games by game id, for the calendar feed and the season board. */
export async function handoffStatuses(
  db: Database,
  teamId: string,
  gamesOfTeam: readonly { id: string; assignedTo: string | null }[],
): Promise<Map<string, { status: HandoffStatus; updatedAt: Date | null }>> {
  const settings = await repo.findTicketSettings(db, teamId);
  const rows = await repo.handoffsOf(
    db,
    gamesOfTeam.map((g) => g.id),
  );
  const out = new Map<string, { status: HandoffStatus; updatedAt: Date | null }>();
  for (const g of gamesOfTeam) {
    if (!g.assignedTo) continue;
    const row = rows.get(g.id);
    out.set(g.id, {
      status: effectiveHandoffStatus(row, g.assignedTo, settings?.holderId),
      updatedAt: row?.updatedAt ?? null,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Settings

/** The owner picks the ticket holder (any member, or back to themselves) and the reminder days. */
export async function setTicketSettings(
  ctx: HandoffContext,
  teamId: string,
  input: { holderId?: string | null; reminderDays?: number | null },
) {
  const access = await requireTeamRole(ctx, teamId);
  if (access.role !== 'owner') throw new DomainError('FORBIDDEN', HANDOFF_MESSAGES.ownerOnly);
  const values: { holderId?: string | null; reminderDays?: number } = {};
  if (input.reminderDays != null) {
    if (!isValidReminderDays(input.reminderDays)) {
      throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.reminderDays);
    }
    values.reminderDays = input.reminderDays;
  }
  if (input.holderId !== undefined && input.holderId !== null) {
    const member = isUuid(input.holderId)
      ? await findTeamAccess(ctx.db, input.holderId, access.teamId)
      : null;
    if (!member) throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.holderNotMember);
    // The owner is the default; storing null keeps "the owner" right after a hand-over.
    values.holderId = member.role === 'owner' ? null : input.holderId;
  }
  if (Object.keys(values).length > 0) {
    await repo.upsertTicketSettings(ctx.db, access.teamId, values);
  }
  return teamTickets(ctx, access.teamId);
}

// ---------------------------------------------------------------------------------------------
// The handoff

function checkNote(note: string | null | undefined): string | null {
  const cleaned = cleanHandoffNote(note);
  if (cleaned && cleaned.length > HANDOFF_NOTE_MAX) {
    throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.note);
  }
  return cleaned;
}

export function whenOf(game: HandoffGame): string {
  return formatKickoff(game.kickoffEpochMs, game.gameDate, game.kickoffTz);
}

/** The ticket holder (or owner) marks one game's tickets sent, with an optional note. */
export async function markTicketsSent(
  ctx: HandoffContext,
  gameId: string,
  note?: string | null,
): Promise<GameHandoffView> {
  const { game, access, settings } = await gameFor(ctx, gameId);
  if (!canSend(access, settings)) throw new DomainError('FORBIDDEN', HANDOFF_MESSAGES.holderOnly);
  const cleaned = checkNote(note);
  const now = nowOf(ctx);
  const sent = await ctx.db.transaction(async (tx) => {
    const locked = await repo.findGame(tx, gameId, true);
    if (!locked?.assignedTo) throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.notAssigned);
    if (isGameOver(locked, now)) throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.gameOver);
    if (locked.assignedTo === settings.holderId) {
      throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.holderOwnGame);
    }
    await repo.saveHandoff(tx, {
      gameId,
      teamId: locked.teamId,
      memberId: locked.assignedTo,
      status: 'sent',
      note: cleaned,
      sentAt: now,
      sentBy: access.userId,
      answeredAt: null,
    });
    await recordProductEvent(tx, {
      name: 'handoff_sent',
      userId: access.userId,
      teamId: locked.teamId,
      properties: { games: 1 },
    });
    return locked;
  });
  await tellMemberSent(ctx, [sent], access.userId, cleaned);
  return (await gameHandoff(ctx, game.id))!;
}

/**
 * The ticket holder (or owner) marks every upcoming game of one member sent at once; games
 * already sent or received stay as they are. Returns the games marked now.
 */
export async function markMemberTicketsSent(
  ctx: HandoffContext,
  teamId: string,
  memberId: string,
  note?: string | null,
): Promise<GameHandoffView[]> {
  const access = await requireTeamRole(ctx, teamId);
  const settings = await settingsOf(ctx.db, access.teamId);
  if (!canSend(access, settings)) throw new DomainError('FORBIDDEN', HANDOFF_MESSAGES.holderOnly);
  const cleaned = checkNote(note);
  if (!isUuid(memberId) || memberId === settings.holderId) {
    throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.noGamesToSend);
  }
  const now = nowOf(ctx);
  const marked = await ctx.db.transaction(async (tx) => {
    const games = await repo.lockMemberGames(tx, access.teamId, memberId, now);
    const waiting = games.filter((g) => {
      const status = statusOf(g, settings);
      return status === 'not_sent' || status === 'not_received';
    });
    for (const g of waiting) {
      await repo.saveHandoff(tx, {
        gameId: g.id,
        teamId: g.teamId,
        memberId,
        status: 'sent',
        note: cleaned,
        sentAt: now,
        sentBy: access.userId,
        answeredAt: null,
      });
    }
    if (waiting.length > 0) {
      await recordProductEvent(tx, {
        name: 'handoff_sent',
        userId: access.userId,
        teamId: access.teamId,
        properties: { games: waiting.length },
      });
    }
    return waiting;
  });
  if (marked.length === 0) throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.noGamesToSend);
  await tellMemberSent(ctx, marked, access.userId, cleaned);
  const names = await namesOf(ctx.db, access.teamId, [memberId]);
  const ids = new Set(marked.map((g) => g.id));
  return (await repo.listTeamGames(ctx.db, access.teamId))
    .filter((g) => ids.has(g.id))
    .map((g) => view(g, settings, access, names, now));
}

async function tellMemberSent(
  ctx: HandoffContext,
  games: readonly HandoffGame[],
  senderId: string,
  note: string | null,
) {
  const first = games[0];
  if (!first?.assignedTo) return;
  const names = await namesOf(ctx.db, first.teamId, [senderId]);
  const sender = names.get(senderId) ?? 'The ticket holder';
  const list = games.map((g) => `vs ${g.opponent} on ${whenOf(g)}`).join('; ');
  await notify(ctx.deps, {
    userId: first.assignedTo,
    kind: 'tickets_for_you',
    teamId: first.teamId,
    title:
      games.length === 1
        ? `${sender} sent your tickets for ${first.opponent}`
        : `${sender} sent your tickets for ${games.length} games`,
    body: `Tickets sent: ${list}.${note ? ` Note: ${note}.` : ''} Confirm when they arrive, or say they did not.`,
    link: ticketsLink(first.teamId),
  });
}

/** The game's member confirms the tickets arrived. */
export async function confirmTicketsReceived(ctx: HandoffContext, gameId: string) {
  return answer(ctx, gameId, 'received');
}

/** The game's member says the tickets did not arrive; the ticket holder is told. */
export async function reportTicketsNotReceived(ctx: HandoffContext, gameId: string) {
  return answer(ctx, gameId, 'not_received');
}

async function answer(
  ctx: HandoffContext,
  gameId: string,
  status: 'received' | 'not_received',
): Promise<GameHandoffView> {
  const { game, access, settings } = await gameFor(ctx, gameId);
  if (game.assignedTo !== access.userId || game.assignedTo === settings.holderId) {
    throw new DomainError('FORBIDDEN', HANDOFF_MESSAGES.memberOnly);
  }
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findGame(tx, gameId, true);
    if (locked?.assignedTo !== access.userId) {
      throw new DomainError('FORBIDDEN', HANDOFF_MESSAGES.memberOnly);
    }
    if (isGameOver(locked, now)) throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.gameOver);
    const current = statusOf(locked, settings);
    // A member may confirm tickets that came before they were marked sent; "not received" is
    // an answer to a sending.
    if (status === 'not_received' && current === 'not_sent') {
      throw new DomainError('BAD_USER_INPUT', HANDOFF_MESSAGES.notSentYet);
    }
    const kept = locked.handoff?.memberId === access.userId ? locked.handoff : null;
    await repo.saveHandoff(tx, {
      gameId,
      teamId: locked.teamId,
      memberId: access.userId,
      status,
      note: kept?.note ?? null,
      sentAt: kept?.sentAt ?? null,
      answeredAt: now,
    });
  });
  if (status === 'not_received') {
    const names = await namesOf(ctx.db, game.teamId, [access.userId]);
    const who = names.get(access.userId) ?? 'A teammate';
    await notify(ctx.deps, {
      userId: settings.holderId,
      kind: 'tickets_to_send',
      teamId: game.teamId,
      title: `${who} did not receive the tickets for ${game.opponent}`,
      body: `${who} says the tickets for the game vs ${game.opponent} on ${whenOf(game)} have not arrived. Check the transfer and send them again.`,
      link: ticketsLink(game.teamId),
    });
  }
  return (await gameHandoff(ctx, gameId))!;
}
