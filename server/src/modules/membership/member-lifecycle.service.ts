import {
  canLeaveTeam,
  canRemoveMember,
  isUnlimited,
  MEMBERSHIP_CHANGE_MESSAGES,
} from '@tiix/domain';
import type { AppDeps } from '../../context.js';
import { DomainError } from '../../errors/domain-error.js';
import { endMemberStreams } from '../../realtime/realtime.js';
import { insertActivities } from '../activity/activity.repository.js';
import { postSystemMessage, type GamesMoved } from '../chat/chat.system.js';
import { notify } from '../notifications/notify.js';
import * as swapsRepo from '../swaps/swaps.repository.js';
import {
  isUuid,
  requireTeamRole,
  teamMemberNames,
  teamRoleOf,
  type MembershipContext,
} from './membership.js';
import * as repo from './membership.repository.js';

/** A membership change: the database, the caller and the app (mail, chat, live streams). */
export interface MembersContext extends MembershipContext {
  deps: AppDeps;
  /** The clock; tests move it. */
  now?: () => Date;
}

export const nowOf = (ctx: MembersContext) => (ctx.now ? ctx.now() : new Date());

/** What the caller is told after a removal or a departure. */
export interface DepartureResult {
  teamId: string;
  userId: string;
  /** Upcoming games the member held that moved. */
  gamesMoved: number;
  /** True when those games were offered to the team; false when they went to the owner. */
  gamesUpForGrabs: boolean;
}

/**
 * A member removed by the owner or an admin: owners remove admins and members, admins remove
 * members only; nobody removes the owner, and nobody removes themselves (that is leaving).
 */
export async function removeMember(
  ctx: MembersContext,
  teamId: string,
  userId: string,
): Promise<DepartureResult> {
  const access = await requireTeamRole(ctx, teamId, ['owner', 'admin']);
  if (userId === access.userId) {
    throw new DomainError('BAD_USER_INPUT', MEMBERSHIP_CHANGE_MESSAGES.removeSelf);
  }
  if (!isUuid(userId)) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
  return depart(ctx, teamId, userId, access.userId);
}

/** Any member but the owner leaves; the owner hands the team over first. */
export async function leaveTeam(ctx: MembersContext, teamId: string): Promise<DepartureResult> {
  const access = await requireTeamRole(ctx, teamId);
  if (!canLeaveTeam(access.role)) {
    throw new DomainError(
      'FORBIDDEN',
      MEMBERSHIP_CHANGE_MESSAGES.ownerLeaves,
      'owner_must_hand_over',
    );
  }
  return depart(ctx, teamId, access.userId, null);
}

/**
 * The one path of a member leaving the team (removed when `byUserId` is set), in one
 * transaction under the team's lock, so the roles checked are the roles at that moment:
 * - upcoming games they hold go back to the owner and, when the team has game swaps (the
 *   Unlimited plan), are offered up for grabs to the team; their open offers end;
 * - payment requests, chat messages and past games stay as history (requests stay payable);
 * - invites they sent for the team are revoked and their calendar feeds deleted;
 * - a pending handover to them is cancelled; a draft still open for setup drops them, and a
 *   draft under way refuses (its order and picks count on them): finish it first;
 * - the activity line says it. After the commit the chat says it too, their live streams of
 *   the team end on every instance, and a removed member gets an e-mail.
 */
async function depart(
  ctx: MembersContext,
  teamId: string,
  userId: string,
  byUserId: string | null,
): Promise<DepartureResult> {
  const now = nowOf(ctx);
  const names = await teamMemberNames(ctx.db, teamId, byUserId ? [userId, byUserId] : [userId]);
  const name = names.get(userId) ?? 'This member';
  const outcome = await ctx.db.transaction(async (tx) => {
    const team = await repo.lockTeam(tx, teamId);
    if (!team) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
    const target = await repo.findMember(tx, teamId, userId);
    const targetRole = target ? teamRoleOf(userId, team.ownerId, target.role) : null;
    if (!target || !targetRole) {
      throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
    }
    if (byUserId) {
      const actor = await repo.findMember(tx, teamId, byUserId);
      const actorRole = teamRoleOf(byUserId, team.ownerId, actor?.role);
      if (targetRole === 'owner') {
        throw new DomainError('FORBIDDEN', MEMBERSHIP_CHANGE_MESSAGES.removeOwner);
      }
      if (!actorRole || !canRemoveMember(actorRole, targetRole)) {
        throw new DomainError('FORBIDDEN', MEMBERSHIP_CHANGE_MESSAGES.adminRemovesMembersOnly);
      }
    } else if (!canLeaveTeam(targetRole)) {
      throw new DomainError(
        'FORBIDDEN',
        MEMBERSHIP_CHANGE_MESSAGES.ownerLeaves,
        'owner_must_hand_over',
      );
    }
    if (await repo.draftInProgressWith(tx, teamId, userId)) {
      throw new DomainError(
        'CONFLICT',
        MEMBERSHIP_CHANGE_MESSAGES.draftInProgress(byUserId ? name : 'You'),
        'draft_in_progress',
      );
    }
    await repo.leaveOpenDrafts(tx, teamId, userId);

    const upForGrabs = isUnlimited(team, now);
    const held = await repo.upcomingGamesHeldBy(tx, teamId, userId, now);
    const locked = await swapsRepo.lockGames(
      tx,
      held.map((g) => g.id),
    );
    const moving = locked.filter((g) => g.assignedTo === userId);
    if (moving.length > 0) {
      await swapsRepo.voidOffersOfGames(
        tx,
        moving.map((g) => g.id),
        `${name} left the team`,
        now,
        {},
      );
    }
    for (const game of moving) {
      await swapsRepo.setHolder(tx, game.id, team.ownerId);
      await swapsRepo.recordHandOver(tx, {
        teamId,
        gameId: game.id,
        fromUserId: userId,
        toUserId: team.ownerId,
        reason: 'removal',
        now,
      });
      if (upForGrabs) {
        await swapsRepo.insertGrab(tx, {
          teamId,
          gameId: game.id,
          holderId: team.ownerId,
          note: `${name}'s game, back with the team`,
        });
      }
    }
    await repo.revokeInvitesSentBy(tx, teamId, userId);
    await repo.deleteCalendarFeeds(tx, teamId, userId);
    await repo.cancelHandoversOf(tx, teamId, userId, now);
    await repo.deleteMember(tx, teamId, userId);
    await insertActivities(tx, [
      byUserId
        ? { teamId, userId: byUserId, activityType: 'member_removed', details: { name } }
        : { teamId, userId, activityType: 'member_left', details: { name } },
    ]);
    const games: GamesMoved = { count: moving.length, upForGrabs };
    return { teamName: team.name, games };
  });

  // Streams check membership only when they open: end the ones already open, everywhere, before
  // the team hears of the departure (the one who left is no longer told the team's news).
  endMemberStreams(ctx.deps, teamId, userId);
  // The chat line goes after the commit, like every live event (readers refetch on it).
  const { games } = outcome;
  await postSystemMessage(
    ctx.deps,
    teamId,
    byUserId
      ? { kind: 'member_removed', userId, byUserId, games }
      : { kind: 'member_left', userId, games },
  );

  if (byUserId) {
    const by = names.get(byUserId) ?? 'A team admin';
    await notify(ctx.deps, {
      userId,
      kind: 'member_removed',
      teamId: null,
      title: `You were removed from ${outcome.teamName}`,
      body: `${by} removed you from ${outcome.teamName}. Your payment requests stay as they are and can still be paid; your upcoming games of the team went back to the team.`,
      link: '/app',
    });
  }
  return {
    teamId,
    userId,
    gamesMoved: outcome.games.count,
    gamesUpForGrabs: outcome.games.count > 0 && outcome.games.upForGrabs,
  };
}
