// Teams: invitations: sending, resending, revoking, and the invite links (preview, accept).
import { FREE_PLAN_INVITED, isUnlimited } from '@tiix/domain';
import { refreshDraftValues } from '../games/draft-values.js';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { MailDeliveryError } from '../../mail/mailer.js';
import { insertActivities } from '../activity/activity.repository.js';
import { postSystemMessage } from '../chat/chat.system.js';
import type { Realtime } from '../../realtime/realtime.js';
import { isUuid, MANAGER_ROLES } from '../membership/membership.js';
import type { TeamsDeps } from './teams.deps.js';
import * as repo from './teams.repository.js';
import * as invitesRepo from './team-invites.repository.js';
import type { InviteRecord, TeamRecord, TeamRole } from './teams.repository.js';
import {
  MESSAGES,
  normaliseEmail,
  signInToManage,
  type InviteOutcome,
  type TeamView,
} from './team-access.js';
import { readableTeam } from './team-reads.js';

/** The caller's role, or null when the team does not exist or the caller is not a member. */
async function roleIn(db: Database, team: TeamRecord, userId: string): Promise<TeamRole | null> {
  if (team.ownerId === userId) return 'owner';
  return repo.findMemberRole(db, team.id, userId);
}

function inviteLink(deps: TeamsDeps, invite: InviteRecord): string {
  return `${deps.clientUrl}/accept-invite/${invite.token}`;
}

/** Spec: invite e-mail failures are only logged; the invite stands. */
export async function sendInviteMails(
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

export function inviterNameOf(user: repo.UserRecord | null): string {
  return user?.displayName || user?.email || 'A friend';
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
    const open = await invitesRepo.findPendingInviteByEmail(tx, team.id, email);
    if (open)
      return { success: true, message: MESSAGES.inviteSent(email), invite: open, created: false };
    if (!isUnlimited(team) && (await repo.countInvitedSeats(tx, team.id)) >= FREE_PLAN_INVITED) {
      return { success: false, message: MESSAGES.inviteLimit, invite: null, created: false };
    }
    const [invite] = await invitesRepo.insertInvites(tx, [
      { teamId: team.id, email, invitedBy: userId },
    ]);
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
  const invite = await invitesRepo.findInviteById(db, inviteId);
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
  const invite = (await invitesRepo.touchInvite(db, found.invite.id)) ?? found.invite;
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
  const invite = await invitesRepo.revokeInvite(db, found.invite.id);
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
  return invitesRepo.findInviteByToken(db, token.trim());
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
    const accepted = await invitesRepo.markInviteAccepted(
      tx,
      found.id,
      user.id,
      new Date(Date.now() - INVITE_LIFETIME_MS),
    );
    if (!accepted)
      return refuse(
        stateError(await invitesRepo.findInviteById(tx, found.id)) ?? 'invite_not_found',
      );
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
