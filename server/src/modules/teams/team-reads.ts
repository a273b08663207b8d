// Teams: a team, the caller's teams and the dashboard as the caller may read them.
import { personName } from '@tiix/domain';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { isUuid, MANAGER_ROLES, teamRoleOf } from '../membership/membership.js';
import { countGames, listGames, upcomingHomeGames } from '../games/games.repository.js';
import { gamesAsPlanShows, toApiGame, type ApiGame } from '../games/games.mapper.js';
import * as repo from './teams.repository.js';
import * as invitesRepo from './team-invites.repository.js';
import type { InviteRecord, MemberRecord, TeamReadShape, TeamRole } from './teams.repository.js';
import type { TeamRead, TeamView } from './team-access.js';

/**
 * The team and the caller's role in it, or null (missing team, not a member, bad id): one
 * statement, the membership check included. With a `shape`, that statement reads the columns of
 * the Team fields asked for only and, with `page`, also what the team page shows (members, games,
 * pending invites); without one, every column.
 */
export function readableTeam(
  db: Database,
  caller: RequestAuth,
  teamId: string,
): Promise<TeamView | null>;
export function readableTeam(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  shape: TeamReadShape,
): Promise<TeamRead | null>;
export async function readableTeam(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  shape: TeamReadShape = {},
): Promise<TeamRead | null> {
  const userId = caller.userId;
  if (!userId || !isUuid(teamId)) return null;
  const found = await repo.findTeamRead(db, teamId, userId, shape);
  const role = found && teamRoleOf(userId, found.team.ownerId, found.memberRole);
  if (!found || !role) return null;
  if (!found.page) return { ...found.team, myRole: role };
  const { members, games, pendingInvites } = found.page;
  const shown = gamesAsPlanShows(found.team, games);
  return { ...found.team, myRole: role, page: { members, games: shown, pendingInvites } };
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function myTeams(db: Database, caller: RequestAuth): Promise<TeamView[]> {
  if (!caller.userId) return [];
  const rows = await repo.listTeamsOfUser(db, caller.userId);
  return rows.map(({ team, memberRole, memberCount, gameCount }) => ({
    ...team,
    myRole: team.ownerId === caller.userId ? 'owner' : memberRole,
    memberCount,
    gameCount,
  }));
}

/**
 * The Team fields that read the team's children: a `team` query asking for any of them reads
 * them with the team, in one statement.
 */
export const TEAM_PAGE_FIELDS = [
  'members',
  'games',
  'invites',
  'memberCount',
  'gameCount',
  'upcomingGames',
] as const;

/** The team as a `team` query asks for it (see readableTeam). */
export function getTeam(db: Database, caller: RequestAuth, teamId: string, shape: TeamReadShape) {
  return readableTeam(db, caller, teamId, shape);
}

// The field readers below take a TeamRead: it only exists after readableTeam allowed the read.

/**
 * Who sees the team's e-mail addresses and invites (members' addresses, pending invites, the
 * invite entries of the activity feed): they are for member management, so the owner and admins
 * only. The one home of this rule.
 */
export const seesMemberEmails = (role: TeamRole): boolean => MANAGER_ROLES.includes(role);

/**
 * Joined members, each named by the one naming rule; e-mail addresses per `seesMemberEmails`,
 * null for everyone else.
 */
export async function teamMembers(db: Database, team: TeamRead): Promise<MemberRecord[]> {
  const canManage = seesMemberEmails(team.myRole);
  return (team.page?.members ?? (await repo.listMembers(db, team.id))).map((member) => ({
    ...member,
    displayName: personName({
      memberDisplayName: member.displayName,
      profileName: member.profileName,
      userDisplayName: member.userDisplayName,
      email: member.email,
    }),
    email: canManage ? member.email : null,
  }));
}

export const teamMemberCount = async (db: Database, team: TeamRead): Promise<number> =>
  team.page?.members.length ?? team.memberCount ?? repo.countMembers(db, [team.id]);

/**
 * The team's games, soonest first, as its plan shows them (`gamesAsPlanShows`): every team read
 * takes the same statements whatever the plan, the page read and this per-field reader apply the
 * plan the same way, and the Game resolvers serve what they give.
 */
export const teamGames = async (db: Database, team: TeamRead): Promise<ApiGame[]> =>
  team.page?.games ?? gamesAsPlanShows(team, (await listGames(db, team.id)).map(toApiGame));

export const teamGameCount = async (db: Database, team: TeamRead): Promise<number> =>
  team.page?.games.length ?? team.gameCount ?? countGames(db, team.id);

export async function teamUpcomingGames(
  db: Database,
  team: TeamRead,
  limit: number,
  now = new Date(),
): Promise<ApiGame[]> {
  return upcomingHomeGames(await teamGames(db, team), now, Math.max(0, Math.min(limit, 100)));
}

/** Pending invites, per `seesMemberEmails`: members who are not owner or admin see none. */
export async function teamInvites(db: Database, team: TeamRead): Promise<InviteRecord[]> {
  if (!seesMemberEmails(team.myRole)) return [];
  return team.page?.pendingInvites ?? invitesRepo.listPendingInvites(db, team.id);
}

export async function dashboard(db: Database, caller: RequestAuth, now = new Date()) {
  if (!caller.userId) return { teams: 0, upcomingGames: 0, teamMembers: 0, pendingPayments: 0 };
  return repo.dashboardCounts(db, caller.userId, now);
}
