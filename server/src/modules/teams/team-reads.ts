// Teams: a team, the caller's teams and the dashboard as the caller may read them.
import { personName } from '@tiix/domain';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { isUuid, MANAGER_ROLES, teamRoleOf } from '../membership/membership.js';
import { countGames, listGames, upcomingHomeGames } from '../games/games.repository.js';
import { gamesAsPlanShows, toApiGame, type ApiGame } from '../games/games.mapper.js';
import * as repo from './teams.repository.js';
import type { InviteRecord, MemberRecord, TeamRole } from './teams.repository.js';
import { type TeamView } from './team-access.js';

/**
 * The team and the caller's role in it, or null (missing team, not a member, bad id): one
 * statement, the membership check included. With `page`, the same statement also reads what the
 * team page shows (members, games, pending invites).
 */
export async function readableTeam(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  page: TeamPageRead | false = false,
): Promise<TeamView | null> {
  const userId = caller.userId;
  if (!userId || !isUuid(teamId)) return null;
  if (page) {
    const found = await repo.findTeamPage(db, teamId, userId, page.gameFields);
    const role = found && teamRoleOf(userId, found.team.ownerId, found.memberRole);
    if (!found || !role) return null;
    const { members, games, pendingInvites } = found;
    const shown = gamesAsPlanShows(found.team, games);
    return { ...found.team, myRole: role, page: { members, games: shown, pendingInvites } };
  }
  const found = await repo.findTeamWithMemberRole(db, teamId, userId);
  const role = found && teamRoleOf(userId, found.team.ownerId, found.memberRole);
  return found && role ? { ...found.team, myRole: role } : null;
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

/** A team read with what the page shows: `gameFields`, the Game fields asked for (all if absent). */
export interface TeamPageRead {
  gameFields?: ReadonlySet<string>;
}

export function getTeam(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  page: TeamPageRead | false = false,
) {
  return readableTeam(db, caller, teamId, page);
}

// The field readers below take a TeamView: it only exists after readableTeam allowed the read.

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
export async function teamMembers(db: Database, team: TeamView): Promise<MemberRecord[]> {
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

export const teamMemberCount = async (db: Database, team: TeamView): Promise<number> =>
  team.page?.members.length ?? team.memberCount ?? repo.countMembers(db, [team.id]);

/**
 * The team's games, soonest first, as its plan shows them (`gamesAsPlanShows`): every team read
 * takes the same statements whatever the plan, the page read and this per-field reader apply the
 * plan the same way, and the Game resolvers serve what they give.
 */
export const teamGames = async (db: Database, team: TeamView): Promise<ApiGame[]> =>
  team.page?.games ?? gamesAsPlanShows(team, (await listGames(db, team.id)).map(toApiGame));

export const teamGameCount = async (db: Database, team: TeamView): Promise<number> =>
  team.page?.games.length ?? team.gameCount ?? countGames(db, team.id);

export async function teamUpcomingGames(
  db: Database,
  team: TeamView,
  limit: number,
  now = new Date(),
): Promise<ApiGame[]> {
  return upcomingHomeGames(await teamGames(db, team), now, Math.max(0, Math.min(limit, 100)));
}

/** Pending invites, per `seesMemberEmails`: members who are not owner or admin see none. */
export async function teamInvites(db: Database, team: TeamView): Promise<InviteRecord[]> {
  if (!seesMemberEmails(team.myRole)) return [];
  return team.page?.pendingInvites ?? repo.listPendingInvites(db, team.id);
}

export async function dashboard(db: Database, caller: RequestAuth, now = new Date()) {
  if (!caller.userId) return { teams: 0, upcomingGames: 0, teamMembers: 0, pendingPayments: 0 };
  return repo.dashboardCounts(db, caller.userId, now);
}
