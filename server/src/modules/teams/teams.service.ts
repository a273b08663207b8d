import {
  FREE_PLAN_INVITED,
  FREE_PLAN_TEAMS,
  isUnlimited,
  personName,
  PLAN_LIMIT_MESSAGES,
  TEAM_NAME_MAX,
  TEAM_NOT_FOUND_OR_DENIED,
} from '@tiix/domain';
import { refreshDraftValues } from '../games/draft-values.js';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { MailDeliveryError } from '../../mail/mailer.js';
import { insertActivities } from '../activity/activity.repository.js';
import { postSystemMessage } from '../chat/chat.system.js';
import type { Realtime } from '../../realtime/realtime.js';
import { emailSchema } from '../../auth/validation.js';
import {
  isUuid,
  MANAGER_ROLES,
  requireTeamRole,
  requireUser,
  teamRoleOf,
} from '../membership/membership.js';
import {
  countGames,
  insertGames,
  listGames,
  upcomingHomeGames,
} from '../games/games.repository.js';
import { toApiGame, type ApiGame } from '../games/games.mapper.js';
import { loadSeasonHomeGames } from '../games/season-games.js';
import type { TeamsDeps } from './teams.deps.js';
import * as repo from './teams.repository.js';
import type { InviteRecord, MemberRecord, TeamRecord, TeamRole } from './teams.repository.js';

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
export type TeamView = TeamRecord & {
  myRole: TeamRole;
  page?: Pick<repo.TeamPageRecord, 'members' | 'games' | 'pendingInvites'>;
  memberCount?: number;
  gameCount?: number;
};

export interface InviteOutcome {
  success: boolean;
  message: string;
  invite: InviteRecord | null;
}

function planLimit(message: string): DomainError {
  return new DomainError('PLAN_LIMIT', message);
}

const signInToManage = (caller: RequestAuth) => requireUser(caller, 'Sign in to manage teams');

/** The caller's role, or null when the team does not exist or the caller is not a member. */
async function roleIn(db: Database, team: TeamRecord, userId: string): Promise<TeamRole | null> {
  if (team.ownerId === userId) return 'owner';
  return repo.findMemberRole(db, team.id, userId);
}

/**
 * The team and the caller's role in it, or null (missing team, not a member, bad id): one
 * statement, the membership check included. With `page`, the same statement also reads what the
 * team page shows (members, games, pending invites).
 */
async function readableTeam(
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
    return { ...found.team, myRole: role, page: { members, games, pendingInvites } };
  }
  const found = await repo.findTeamWithMemberRole(db, teamId, userId);
  const role = found && teamRoleOf(userId, found.team.ownerId, found.memberRole);
  return found && role ? { ...found.team, myRole: role } : null;
}

/**
 * For mutations, the one membership check (`requireTeamRole`): a refused read is NOT_FOUND, a
 * member without the role is FORBIDDEN.
 */
async function teamWithRole(
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

function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  // The same address rule as sign-up, so an invited address can always create its account.
  if (!emailSchema.safeParse(trimmed).success)
    throw new DomainError('BAD_USER_INPUT', `Invalid e-mail address: ${email}`);
  return trimmed;
}

function inviteLink(deps: TeamsDeps, invite: InviteRecord): string {
  return `${deps.clientUrl}/accept-invite/${invite.token}`;
}

/** Spec: invite e-mail failures are only logged; the invite stands. */
async function sendInviteMails(
  deps: TeamsDeps,
  team: TeamRecord,
  inviterName: string,
  invites: InviteRecord[],
): Promise<void> {
  for (const invite of invites) {
    try {
      await deps.mailer.send({
        to: invite.email,
        template: 'team-invite',
        data: {
          link: inviteLink(deps, invite),
          teamName: team.name,
          league: team.league,
          inviterName,
        },
      });
    } catch (err) {
      deps.logger.warn(
        { err: err instanceof MailDeliveryError ? err.message : err, inviteId: invite.id },
        'invite e-mail not sent',
      );
    }
  }
}

function inviterNameOf(user: repo.UserRecord | null): string {
  return user?.displayName || user?.email || 'A friend';
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function myTeams(db: Database, caller: RequestAuth): Promise<TeamView[]> {
  if (!caller.userId) return [];
  const rows = await repo.listTeamsOfUser(db, caller.userId);
  return rows.map(({ memberRole, ...team }) => ({
    ...team,
    myRole: team.ownerId === caller.userId ? 'owner' : memberRole,
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

export const teamGames = async (db: Database, team: TeamView): Promise<ApiGame[]> =>
  team.page?.games ?? (await listGames(db, team.id)).map(toApiGame);

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
    const invites = await repo.insertInvites(
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

// ---------------------------------------------------------------------------------------------
// Invites

export async function inviteMember(
  db: Database,
  deps: TeamsDeps,
  caller: RequestAuth,
  teamId: string,
  rawEmail: string,
): Promise<InviteOutcome> {
  const userId = signInToManage(caller);
  const email = normaliseEmail(rawEmail);
  const team = await readableTeam(db, caller, teamId);
  if (!team) return { success: false, message: MESSAGES.teamNotFound, invite: null };
  if (!MANAGER_ROLES.includes(team.myRole)) {
    throw new DomainError('FORBIDDEN', 'Only the team owner or admin can invite members');
  }
  const result = await db.transaction(async (tx): Promise<InviteOutcome & { created: boolean }> => {
    await repo.lockKey(tx, `team-invites:${team.id}`);
    if (await repo.isMemberEmail(tx, team.id, email)) {
      return { success: false, message: MESSAGES.alreadyMember, invite: null, created: false };
    }
    // Inviting an address again re-sends its open invite (one pending invite per address).
    const open = await repo.findPendingInviteByEmail(tx, team.id, email);
    if (open)
      return { success: true, message: MESSAGES.inviteSent(email), invite: open, created: false };
    if (!isUnlimited(team) && (await repo.countInvitedSeats(tx, team.id)) >= FREE_PLAN_INVITED) {
      return { success: false, message: MESSAGES.inviteLimit, invite: null, created: false };
    }
    const [invite] = await repo.insertInvites(tx, [{ teamId: team.id, email, invitedBy: userId }]);
    await insertActivities(tx, [
      { teamId: team.id, userId, activityType: 'invite_sent', details: { email } },
    ]);
    return { success: true, message: MESSAGES.inviteSent(email), invite: invite!, created: true };
  });
  if (result.invite) {
    await sendInviteMails(deps, team, inviterNameOf(await repo.findUser(db, userId)), [
      result.invite,
    ]);
  }
  return { success: result.success, message: result.message, invite: result.invite };
}

/** The pending invite and its team, checked for owner/admin; an outcome when refused softly. */
async function managedInvite(
  db: Database,
  caller: RequestAuth,
  inviteId: string,
): Promise<{ invite: InviteRecord; team: TeamView } | InviteOutcome> {
  signInToManage(caller);
  const notFound = { success: false, message: MESSAGES.inviteNotFound, invite: null };
  if (!isUuid(inviteId)) return notFound;
  const invite = await repo.findInviteById(db, inviteId);
  const team = invite && (await readableTeam(db, caller, invite.teamId));
  if (!invite || !team) return notFound;
  if (!MANAGER_ROLES.includes(team.myRole)) {
    throw new DomainError('FORBIDDEN', 'Only the team owner or admin can manage invites');
  }
  if (invite.status !== 'pending') return { success: false, message: MESSAGES.notPending, invite };
  return { invite, team };
}

/** Sends the same link again: the token does not change. */
export async function resendInvite(
  db: Database,
  deps: TeamsDeps,
  caller: RequestAuth,
  inviteId: string,
): Promise<InviteOutcome> {
  const found = await managedInvite(db, caller, inviteId);
  if ('success' in found) return found;
  const invite = (await repo.touchInvite(db, found.invite.id)) ?? found.invite;
  await sendInviteMails(deps, found.team, inviterNameOf(await repo.findUser(db, caller.userId!)), [
    invite,
  ]);
  return { success: true, message: MESSAGES.inviteSent(invite.email), invite };
}

export async function revokeInvite(
  db: Database,
  caller: RequestAuth,
  inviteId: string,
): Promise<InviteOutcome> {
  const found = await managedInvite(db, caller, inviteId);
  if ('success' in found) return found;
  const invite = await repo.revokeInvite(db, found.invite.id);
  if (!invite) return { success: false, message: MESSAGES.notPending, invite: found.invite };
  return { success: true, message: MESSAGES.inviteRevoked, invite };
}

// ---------------------------------------------------------------------------------------------
// Invite links (REST)

export type InviteLinkError =
  | 'invite_not_found'
  | 'invite_revoked'
  | 'invite_expired'
  | 'invite_already_accepted'
  | 'unauthenticated'
  | 'forbidden';

export const INVITE_LINK_STATUS: Record<InviteLinkError, 401 | 403 | 404 | 409 | 410> = {
  invite_not_found: 404,
  invite_revoked: 410,
  invite_expired: 410,
  invite_already_accepted: 409,
  unauthenticated: 401,
  forbidden: 403,
};

export const INVITE_LINK_MESSAGES: Record<InviteLinkError, string> = {
  invite_not_found: 'This invitation link is invalid.',
  invite_revoked: 'This invitation has been revoked.',
  invite_expired: 'This invitation has expired. Ask the team for a new one.',
  invite_already_accepted: 'This invitation was already accepted.',
  unauthenticated: 'Sign in to accept this invitation.',
  forbidden: 'This invitation can only be accepted for your own account.',
};

/** An invite link works for 30 days after it was (last) sent; resending starts them again. */
export const INVITE_LIFETIME_DAYS = 30;
const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * The invite of a link. Only the secret token opens it: the invite's id is visible to the
 * team's managers and in activity, so it must not work as a link.
 */
async function inviteByToken(db: Database, token: unknown) {
  if (typeof token !== 'string' || !isUuid(token.trim())) return null;
  return repo.findInviteByToken(db, token.trim());
}

function stateError(invite: InviteRecord | null, now = Date.now()): InviteLinkError | null {
  if (!invite) return 'invite_not_found';
  if (invite.status === 'revoked') return 'invite_revoked';
  if (invite.status === 'accepted') return 'invite_already_accepted';
  if (invite.invitedAt.getTime() + INVITE_LIFETIME_MS <= now) return 'invite_expired';
  return null;
}

export type PreviewOutcome =
  | { ok: true; team: { name: string; league: string }; loginPrefillEmail: string | null }
  | { ok: false; error: InviteLinkError };

/**
 * What an invite link shows before it is accepted. The invited address is personal data: it is
 * shown only to its owner (a signed-in caller whose account has that address); anyone else who
 * holds the link sees the team only.
 */
export async function previewInvite(
  db: Database,
  token: unknown,
  caller: RequestAuth | null = null,
): Promise<PreviewOutcome> {
  const invite = await inviteByToken(db, token);
  const error = stateError(invite);
  if (error || !invite) return { ok: false, error: error ?? 'invite_not_found' };
  const team = await repo.findTeam(db, invite.teamId);
  if (!team) return { ok: false, error: 'invite_not_found' };
  const viewer = caller?.userId ? await repo.findUser(db, caller.userId) : null;
  const isOwner =
    viewer?.email != null && normaliseEmail(viewer.email) === normaliseEmail(invite.email);
  return {
    ok: true,
    team: { name: team.name, league: team.league },
    loginPrefillEmail: isOwner ? invite.email : null,
  };
}

export type AcceptOutcome =
  { ok: true; teamId: string } | { ok: false; error: InviteLinkError; message: string };

function refuse(error: InviteLinkError): AcceptOutcome {
  return { ok: false, error, message: INVITE_LINK_MESSAGES[error] };
}

/**
 * Accepts for the signed-in caller (the body's userId must be the caller). Creates the membership
 * (role member, joined now) and logs invite_accepted and member_joined, in one transaction.
 */
export async function acceptInvite(
  db: Database,
  caller: RequestAuth,
  tokenOrId: unknown,
  userId: unknown,
  /** Publishes the chat's "joined" message live; without it the message is only stored. */
  realtime?: Realtime,
): Promise<AcceptOutcome> {
  if (!caller.userId || caller.isAnonymous) return refuse('unauthenticated');
  if (userId !== undefined && userId !== caller.userId) return refuse('forbidden');
  const found = await inviteByToken(db, tokenOrId);
  const early = stateError(found);
  if (early || !found) return refuse(early ?? 'invite_not_found');
  const user = await repo.findUser(db, caller.userId);
  if (!user) return refuse('unauthenticated');
  let joined = false;
  const outcome = await db.transaction(async (tx) => {
    // Pending and not expired, checked again inside the transaction by the update itself.
    const accepted = await repo.markInviteAccepted(
      tx,
      found.id,
      user.id,
      new Date(Date.now() - INVITE_LIFETIME_MS),
    );
    if (!accepted)
      return refuse(stateError(await repo.findInviteById(tx, found.id)) ?? 'invite_not_found');
    const team = await repo.findTeam(tx, accepted.teamId);
    if (!team) return refuse('invite_not_found');
    // Someone who already belongs (e.g. invited twice by two admins) keeps their membership.
    if (!(await roleIn(tx, team, user.id))) {
      await repo.insertMember(tx, {
        teamId: team.id,
        userId: user.id,
        role: 'member',
        displayName: user.displayName || null,
        inviteId: accepted.id,
      });
      joined = true;
    }
    // One more member drafting changes when each game is likely to go.
    await refreshDraftValues(tx, team.id, await repo.countMembers(tx, [team.id]));
    await insertActivities(tx, [
      {
        teamId: team.id,
        userId: user.id,
        activityType: 'invite_accepted',
        details: { team_name: team.name },
      },
      {
        teamId: team.id,
        userId: user.id,
        activityType: 'member_joined',
        details: { team_name: team.name },
      },
    ]);
    return { ok: true as const, teamId: team.id };
  });
  // After the commit, so that the chat never announces a member who did not join.
  if (joined && outcome.ok) {
    await postSystemMessage({ db, realtime }, outcome.teamId, {
      kind: 'member_joined',
      userId: user.id,
    });
  }
  return outcome;
}
