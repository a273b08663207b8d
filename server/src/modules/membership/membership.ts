import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { DomainError } from '../../errors/domain-error.js';
import { personName, TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';

export type TeamRole = 'owner' | 'admin' | 'member';

export const MEMBERSHIP_MESSAGES = {
  signIn: 'Sign in to continue',
  notFoundOrDenied: TEAM_NOT_FOUND_OR_DENIED,
  forbidden: (roles: readonly TeamRole[]) => `Only the team ${roles.join(' or ')} can do this`,
} as const;

/** Who may act, as every service needs it: a database and the caller. */
export interface MembershipContext {
  db: Database;
  auth: RequestAuth;
}

export interface TeamAccess {
  userId: string;
  teamId: string;
  ownerId: string;
  role: TeamRole;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export const ALL_ROLES: readonly TeamRole[] = ['owner', 'admin', 'member'];
export const MANAGER_ROLES: readonly TeamRole[] = ['owner', 'admin'];

/**
 * The caller's user id. Signed-out callers are refused, and so are guests (anonymous sessions)
 * unless `allowGuests` is set: guests may keep a profile but cannot own, join or change teams.
 */
export function requireUser(
  auth: Pick<RequestAuth, 'userId' | 'isAnonymous'> | null | undefined,
  message: string = MEMBERSHIP_MESSAGES.signIn,
  options: { allowGuests?: boolean } = {},
): string {
  if (!auth?.userId || (auth.isAnonymous && !options.allowGuests)) {
    throw new DomainError('UNAUTHENTICATED', message);
  }
  return auth.userId;
}

/** The caller's role in a team (owner when owner_id matches, else from membership), or null. */
export async function findTeamAccess(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamAccess | null> {
  if (!isUuid(teamId)) return null;
  const [row] = await teamOwnerAndMemberRole(db).execute({ teamId, userId });
  if (!row) return null;
  const role = teamRoleOf(userId, row.ownerId, row.role);
  return role ? { userId, teamId, ownerId: row.ownerId, role } : null;
}

/**
 * Join condition for the caller's own membership row of the team a prepared read selects: left
 * joined, the row is null for a non-member. The caller is the statement's `userId` placeholder.
 */
export const callerMembershipOfTeam = and(
  eq(teamMembers.teamId, teams.id),
  eq(teamMembers.userId, sql.placeholder('userId')),
)!;

// Every module's membership check reads this: built once and prepared (src/db/prepared.ts).
const teamOwnerAndMemberRole = preparedPerDatabase((db) =>
  db
    .select({ ownerId: teams.ownerId, role: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, callerMembershipOfTeam)
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_owner_and_member_role'),
);

/**
 * The rule of `findTeamAccess` for a statement that read the team's owner and the caller's
 * membership row itself: the owner is 'owner' whatever the row says; no row means no access.
 */
export function teamRoleOf(
  userId: string,
  ownerId: string,
  memberRole: TeamRole | null | undefined,
): TeamRole | null {
  return ownerId === userId ? 'owner' : (memberRole ?? null);
}

/**
 * `findTeamAccess`'s rule (any role) as a SQL condition, for a statement that checks the caller
 * in the same round trip as its work (the draft pick path).
 */
export const isTeamMemberSql = (teamId: string | SQLWrapper, userId: string | SQLWrapper) =>
  sql`exists (select 1 from ${teams} where ${teams.id} = ${teamId} and (${teams.ownerId} = ${userId} or exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${userId})))`;

/**
 * The one membership check of every module: the caller must be signed in and hold one of
 * `roles` in the team. A missing team and a non-member get the same NOT_FOUND (no probing
 * which teams exist); a member without the role gets FORBIDDEN.
 */
export async function requireTeamRole(
  ctx: MembershipContext,
  teamId: string,
  roles: readonly TeamRole[] = ALL_ROLES,
): Promise<TeamAccess> {
  const userId = requireUser(ctx.auth);
  return allowedAccess(await findTeamAccess(ctx.db, userId, teamId), roles);
}

/**
 * `requireTeamRole` for a statement that read the team's owner and the caller's membership row
 * itself along with its work (`team` null: no such team), with the same refusals.
 */
export function requireTeamRoleOf(
  userId: string,
  teamId: string,
  team: { ownerId: string; memberRole: TeamRole | null } | null | undefined,
  roles: readonly TeamRole[] = ALL_ROLES,
): TeamAccess {
  const role = team && teamRoleOf(userId, team.ownerId, team.memberRole);
  return allowedAccess(
    team && role ? { userId, teamId, ownerId: team.ownerId, role } : null,
    roles,
  );
}

function allowedAccess(access: TeamAccess | null, roles: readonly TeamRole[]): TeamAccess {
  if (!access) throw new DomainError('NOT_FOUND', MEMBERSHIP_MESSAGES.notFoundOrDenied);
  if (!roles.includes(access.role)) {
    throw new DomainError('FORBIDDEN', MEMBERSHIP_MESSAGES.forbidden(roles));
  }
  return access;
}

/** Names of the given users within a team, by user id (see `personName`). */
export async function teamMemberNames(
  db: Database,
  teamId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (userIds.length === 0) return names;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      userDisplayName: users.displayName,
      profileName: profiles.name,
      memberDisplayName: teamMembers.displayName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.teamId, teamId)))
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) names.set(row.userId, personName(row));
  return names;
}
