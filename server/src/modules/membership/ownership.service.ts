import { randomBytes } from 'node:crypto';
import { handoverExpiresAt, MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { insertActivities } from '../activity/activity.repository.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { notify } from '../notifications/notify.js';
import { nowOf, type MembersContext } from './member-lifecycle.service.js';
import { isUuid, requireTeamRole, requireUser, teamMemberNames } from './membership.js';
import * as repo from './membership.repository.js';

/** A handover as the owner and the member it is for see it. */
export interface HandoverView {
  id: string;
  teamId: string;
  teamName: string;
  fromUserId: string;
  fromName: string;
  toUserId: string;
  toName: string;
  status: repo.HandoverRecord['status'];
  expiresAt: Date;
  createdAt: Date;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The in-app page where the new owner confirms (the e-mail links to it too). */
export const handoverLink = (teamId: string, token: string) =>
  `/app/teams/${teamId}/handover/${token}`;

async function viewOf(db: Database, handover: repo.HandoverRecord): Promise<HandoverView> {
  const [names, teamName] = await Promise.all([
    teamMemberNames(db, handover.teamId, [handover.fromUserId, handover.toUserId]),
    repo.teamName(db, handover.teamId),
  ]);
  return {
    id: handover.id,
    teamId: handover.teamId,
    teamName: teamName ?? 'the team',
    fromUserId: handover.fromUserId,
    fromName: names.get(handover.fromUserId) ?? 'The owner',
    toUserId: handover.toUserId,
    toName: names.get(handover.toUserId) ?? 'A member',
    status: handover.status,
    expiresAt: handover.expiresAt,
    createdAt: handover.createdAt,
  };
}

/**
 * Owner only: offers the team to another member, who confirms it from the e-mailed link or the
 * in-app notice before it lapses. One pending handover per team; the owner may cancel it.
 */
export async function startTeamHandover(
  ctx: MembersContext,
  teamId: string,
  toUserId: string,
): Promise<HandoverView> {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  if (toUserId === access.userId) {
    throw new DomainError('BAD_USER_INPUT', MEMBERSHIP_CHANGE_MESSAGES.handoverToSelf);
  }
  if (!isUuid(toUserId)) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
  const now = nowOf(ctx);
  const handover = await ctx.db.transaction(async (tx) => {
    const team = await repo.lockTeam(tx, teamId);
    if (!team || team.ownerId !== access.userId) {
      throw new DomainError('FORBIDDEN', 'Only the team owner can do this');
    }
    if (!(await repo.findMember(tx, teamId, toUserId))) {
      throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
    }
    await repo.expireHandovers(tx, teamId, now);
    if (await repo.pendingHandover(tx, teamId)) {
      throw new DomainError('CONFLICT', MEMBERSHIP_CHANGE_MESSAGES.handoverPending);
    }
    return repo.insertHandover(tx, {
      teamId,
      fromUserId: access.userId,
      toUserId,
      token: randomBytes(32).toString('base64url'),
      expiresAt: handoverExpiresAt(now),
    });
  });
  const view = await viewOf(ctx.db, handover);
  await notify(ctx.deps, {
    userId: toUserId,
    kind: 'team_handover',
    teamId,
    title: `${view.fromName} wants to hand ${view.teamName} over to you`,
    body: `Confirm to become the owner of ${view.teamName}: its plan and billing come with it, and ${view.fromName} stays on as an admin. The offer lapses on ${view.expiresAt.toUTCString()}.`,
    link: handoverLink(teamId, handover.token),
  });
  return view;
}

/** Owner only: withdraws the pending handover; its link stops working. */
export async function cancelTeamHandover(ctx: MembersContext, teamId: string): Promise<boolean> {
  await requireTeamRole(ctx, teamId, ['owner']);
  const pending = await repo.pendingHandover(ctx.db, teamId);
  if (!pending) return false;
  return (await repo.closeHandover(ctx.db, pending.id, 'cancelled', nowOf(ctx))) !== null;
}

/**
 * The pending handover of a team, for its owner and for the member it is for (others: null).
 * The token is never part of it: only the notice to the new owner carries it.
 */
export async function pendingTeamHandover(
  ctx: MembersContext,
  teamId: string,
): Promise<HandoverView | null> {
  const access = await requireTeamRole(ctx, teamId);
  await repo.expireHandovers(ctx.db, teamId, nowOf(ctx));
  const pending = await repo.pendingHandover(ctx.db, teamId);
  if (!pending) return null;
  if (access.role !== 'owner' && pending.toUserId !== access.userId) return null;
  return viewOf(ctx.db, pending);
}

/** What the confirmation page shows of a handover link, to the member it is for only. */
export async function handoverByToken(ctx: MembersContext, token: string): Promise<HandoverView> {
  const userId = requireUser(ctx.auth);
  const handover = TOKEN.test(token) ? await repo.findHandoverByToken(ctx.db, token) : null;
  if (!handover) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.handoverNotFound);
  if (handover.toUserId !== userId) {
    throw new DomainError('FORBIDDEN', MEMBERSHIP_CHANGE_MESSAGES.handoverWrongUser);
  }
  await repo.expireHandovers(ctx.db, handover.teamId, nowOf(ctx));
  const current = await repo.findHandoverByToken(ctx.db, token);
  return viewOf(ctx.db, current ?? handover);
}

/**
 * The new owner accepts: in one transaction the old owner becomes an admin and the new one the
 * owner (the plan and its billing belong to the team, so they follow it). Card payouts keep
 * going to the account of whoever set them up until the new owner sets up their own.
 */
export async function confirmTeamHandover(
  ctx: MembersContext,
  token: string,
): Promise<HandoverView> {
  const userId = requireUser(ctx.auth);
  const now = nowOf(ctx);
  const found = TOKEN.test(token) ? await repo.findHandoverByToken(ctx.db, token) : null;
  if (!found) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.handoverNotFound);
  if (found.toUserId !== userId) {
    throw new DomainError('FORBIDDEN', MEMBERSHIP_CHANGE_MESSAGES.handoverWrongUser);
  }
  const accepted = await ctx.db.transaction(async (tx) => {
    const team = await repo.lockTeam(tx, found.teamId);
    if (!team) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.handoverNotFound);
    const current = await repo.findHandoverByToken(tx, token);
    if (!current || current.status !== 'pending') {
      throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.handoverNotFound);
    }
    if (current.expiresAt.getTime() <= now.getTime()) {
      await repo.closeHandover(tx, current.id, 'expired', now);
      return null;
    }
    const newOwner = await repo.findMember(tx, team.id, userId);
    if (team.ownerId !== current.fromUserId || !newOwner) {
      await repo.closeHandover(tx, current.id, 'cancelled', now);
      throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.handoverNotFound);
    }
    const oldOwner = team.ownerId;
    // Payouts stay with whoever set them up: the team's earlier holder, else the old owner if
    // they have a payout account; nobody's once the new owner is that holder.
    const holder =
      team.payoutsUserId ?? ((await repo.hasPayoutAccount(tx, oldOwner)) ? oldOwner : null);
    // One owner row per team (a unique index): demote before promoting.
    if (await repo.findMember(tx, team.id, oldOwner)) {
      await repo.setMemberRole(tx, team.id, oldOwner, 'admin');
    }
    await repo.setMemberRole(tx, team.id, userId, 'owner');
    await repo.setTeamOwner(tx, team.id, userId, holder === userId ? null : holder);
    const closed = await repo.closeHandover(tx, current.id, 'accepted', now);
    const names = await teamMemberNames(tx, team.id, [userId]);
    await insertActivities(tx, [
      {
        teamId: team.id,
        userId: oldOwner,
        activityType: 'team_handed_over',
        details: { name: names.get(userId) ?? 'A member' },
      },
    ]);
    return closed;
  });
  if (!accepted) {
    throw new DomainError(
      'BAD_USER_INPUT',
      MEMBERSHIP_CHANGE_MESSAGES.handoverExpired,
      'handover_expired',
    );
  }
  await postSystemMessage(ctx.deps, accepted.teamId, {
    kind: 'team_handed_over',
    fromUserId: accepted.fromUserId,
    toUserId: accepted.toUserId,
  });
  return viewOf(ctx.db, accepted);
}
