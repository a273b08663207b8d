// Teams: creating, changing and deleting a team.
import { FREE_PLAN_INVITED, FREE_PLAN_TEAMS, isUnlimited } from '@tiix/domain';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { insertActivities } from '../activity/activity.repository.js';
import { MANAGER_ROLES } from '../membership/membership.js';
import { insertGames } from '../games/games.repository.js';
import { loadSeasonHomeGames } from '../games/season-games.js';
import type { TeamsDeps } from './teams.deps.js';
import * as repo from './teams.repository.js';
import * as invitesRepo from './team-invites.repository.js';
import type { TeamRecord } from './teams.repository.js';
import {
  MESSAGES,
  normaliseEmail,
  normaliseTeamName,
  planLimit,
  signInToManage,
  teamWithRole,
  type TeamView,
} from './team-access.js';
import { inviterNameOf, sendInviteMails } from './team-invites.js';

// ---------------------------------------------------------------------------------------------
// Team mutations

export interface CreateTeamInput {
  name: string;
  league: string;
  teamName: string;
  season: string;
  inviteEmails?: readonly string[] | null;
}

/**
 * Team, owner membership, the season's home games, invites and activity in one transaction; the
 * invite e-mails go out after the commit so that no e-mail carries a token that was rolled back.
 */
export async function createTeam(
  db: Database,
  deps: TeamsDeps,
  caller: RequestAuth,
  input: CreateTeamInput,
): Promise<TeamView> {
  const userId = signInToManage(caller);
  const name = normaliseTeamName(input.name);
  const user = await repo.findUser(db, userId);
  if (!user || user.isAnonymous)
    throw new DomainError('UNAUTHENTICATED', 'Sign in to manage teams');
  const own = user.email?.toLowerCase();
  const emails = [...new Set((input.inviteEmails ?? []).map(normaliseEmail))].filter(
    (e) => e !== own,
  );
  if (emails.length > FREE_PLAN_INVITED) throw planLimit(MESSAGES.inviteLimit);

  const season = await loadSeasonHomeGames(deps.scheduleProvider, input);
  if (!season.ok) throw new DomainError('BAD_USER_INPUT', season.message);

  const { team, invites } = await db.transaction(async (tx) => {
    await repo.lockKey(tx, `team-owner:${userId}`);
    const owned = await repo.listOwnedTeamPlans(tx, userId);
    if (owned.length >= FREE_PLAN_TEAMS && !owned.some((t) => isUnlimited(t))) {
      throw planLimit(MESSAGES.teamLimit);
    }
    const team = await repo.insertTeam(tx, {
      name,
      league: season.value.league,
      teamName: season.value.teamName,
      season: season.value.season,
      ownerId: userId,
    });
    await repo.insertMember(tx, {
      teamId: team.id,
      userId,
      role: 'owner',
      displayName: user.displayName || null,
    });
    await insertGames(
      tx,
      season.value.games.map((g) => ({ ...g, teamId: team.id })),
    );
    const invites = await invitesRepo.insertInvites(
      tx,
      emails.map((email) => ({ teamId: team.id, email, invitedBy: userId })),
    );
    await insertActivities(tx, [
      { teamId: team.id, userId, activityType: 'team_created', details: { team_name: name } },
      ...invites.map((i) => ({
        teamId: team.id,
        userId,
        activityType: 'invite_sent' as const,
        details: { email: i.email },
      })),
    ]);
    return { team, invites };
  });

  await sendInviteMails(deps, team, inviterNameOf(user), invites);
  return { ...team, myRole: 'owner' };
}

export interface UpdateTeamInput {
  name?: string | null;
  status?: TeamRecord['status'] | null;
  totalCost?: number | null;
}

export async function updateTeam(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  input: UpdateTeamInput,
): Promise<TeamView> {
  const team = await teamWithRole(db, caller, teamId, MANAGER_ROLES);
  const patch: repo.TeamPatch = {};
  if (input.name != null) patch.name = normaliseTeamName(input.name);
  if (input.status != null) patch.status = input.status;
  if (input.totalCost != null) {
    if (!Number.isInteger(input.totalCost) || input.totalCost < 0) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'Total cost must be a whole number of cents, 0 or more',
      );
    }
    patch.totalCost = input.totalCost;
  }
  if (Object.keys(patch).length === 0) return team;
  const updated = await repo.updateTeam(db, team.id, patch);
  if (!updated) throw new DomainError('NOT_FOUND', MESSAGES.notFoundOrDenied);
  return { ...updated, myRole: team.myRole };
}

export async function deleteTeam(db: Database, caller: RequestAuth, teamId: string) {
  const team = await teamWithRole(db, caller, teamId, ['owner']);
  return repo.deleteTeam(db, team.id);
}
