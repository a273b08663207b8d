// Teams: the module's messages and types, the membership check for changes, and input rules.
import { PLAN_LIMIT_MESSAGES, TEAM_NAME_MAX, TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { emailSchema } from '../../auth/validation.js';
import { requireTeamRole, requireUser } from '../membership/membership.js';
import * as repo from './teams.repository.js';
import type { InviteRecord, TeamRecord, TeamRole } from './teams.repository.js';

export const MESSAGES = {
  notFoundOrDenied: TEAM_NOT_FOUND_OR_DENIED,
  teamNotFound: 'Team not found',
  inviteNotFound: 'Invite not found',
  alreadyMember: 'This person is already a team member',
  teamLimit: PLAN_LIMIT_MESSAGES.teams,
  inviteLimit: PLAN_LIMIT_MESSAGES.invites,
  inviteSent: (email: string) =>
    `Invitation sent to ${email}! They'll receive an email with instructions to join the team.`,
  inviteRevoked: 'Invitation revoked',
  notPending: 'Only pending invitations can be changed',
} as const;

/**
 * A team as the caller sees it: the row plus the caller's role. A read that already has the
 * team's children or counts carries them, so that the Team fields do not read them again.
 */
export type TeamView = TeamRecord & TeamViewParts;

/**
 * A team as a `team` query reads it: the columns the rules need (TEAM_RULE_COLUMNS) always, the
 * others only when the query asks for them. The Team fields take this one.
 */
export type TeamRead = repo.TeamColumnsRecord & TeamViewParts;

interface TeamViewParts {
  myRole: TeamRole;
  page?: repo.TeamPageChildren;
  memberCount?: number;
  gameCount?: number;
}

export interface InviteOutcome {
  success: boolean;
  message: string;
  invite: InviteRecord | null;
}

export function planLimit(message: string): DomainError {
  return new DomainError('PLAN_LIMIT', message);
}

export const signInToManage = (caller: RequestAuth) =>
  requireUser(caller, 'Sign in to manage teams');

/**
 * For mutations, the one membership check (`requireTeamRole`): a refused read is NOT_FOUND, a
 * member without the role is FORBIDDEN.
 */
export async function teamWithRole(
  db: Database,
  caller: RequestAuth,
  teamId: string,
  allowed: readonly TeamRole[],
): Promise<TeamView> {
  signInToManage(caller);
  const access = await requireTeamRole({ db, auth: caller }, teamId, allowed);
  const team = await repo.findTeam(db, access.teamId);
  if (!team) throw new DomainError('NOT_FOUND', MESSAGES.notFoundOrDenied);
  return { ...team, myRole: access.role };
}

export function normaliseTeamName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > TEAM_NAME_MAX) {
    throw new DomainError('BAD_USER_INPUT', `Team name must be 1-${TEAM_NAME_MAX} characters`);
  }
  return trimmed;
}

export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  // The same address rule as sign-up, so an invited address can always create its account.
  if (!emailSchema.safeParse(trimmed).success)
    throw new DomainError('BAD_USER_INPUT', `Invalid e-mail address: ${email}`);
  return trimmed;
}
