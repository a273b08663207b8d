import { canChangeRole, MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import { DomainError } from '../../errors/domain-error.js';
import { insertActivities } from '../activity/activity.repository.js';
import type { MembersContext } from './member-lifecycle.service.js';
import { isUuid, requireTeamRole, teamMemberNames, teamRoleOf } from './membership.js';
import * as repo from './membership.repository.js';

/** The roles the owner gives: promoting to admin and back. The owner's own role moves by handover. */
export type AssignableRole = 'admin' | 'member';

export interface RoleChange {
  teamId: string;
  userId: string;
  role: AssignableRole;
}

/** Owner only: makes a member an admin, or an admin a member again. Setting the same role is a no-op. */
export async function setMemberRole(
  ctx: MembersContext,
  teamId: string,
  userId: string,
  role: AssignableRole,
): Promise<RoleChange> {
  const access = await requireTeamRole(ctx, teamId);
  if (access.role !== 'owner') {
    throw new DomainError('FORBIDDEN', MEMBERSHIP_CHANGE_MESSAGES.ownerRoleOnly);
  }
  if (role !== 'admin' && role !== 'member') {
    throw new DomainError('BAD_USER_INPUT', 'The role must be admin or member');
  }
  if (!isUuid(userId)) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
  const names = await teamMemberNames(ctx.db, teamId, [userId]);
  await ctx.db.transaction(async (tx) => {
    const team = await repo.lockTeam(tx, teamId);
    const target = team ? await repo.findMember(tx, teamId, userId) : null;
    if (!team || !target) throw new DomainError('NOT_FOUND', MEMBERSHIP_CHANGE_MESSAGES.notAMember);
    // Read again under the lock: a handover may have moved the team a moment ago.
    if (team.ownerId !== access.userId) {
      throw new DomainError('FORBIDDEN', MEMBERSHIP_CHANGE_MESSAGES.ownerRoleOnly);
    }
    const current = teamRoleOf(userId, team.ownerId, target.role)!;
    if (!canChangeRole('owner', current)) {
      throw new DomainError('BAD_USER_INPUT', MEMBERSHIP_CHANGE_MESSAGES.ownerRoleFixed);
    }
    if (current === role) return;
    await repo.setMemberRole(tx, teamId, userId, role);
    await insertActivities(tx, [
      {
        teamId,
        userId: access.userId,
        activityType: 'member_role_changed',
        details: { name: names.get(userId) ?? 'A member', role },
      },
    ]);
  });
  return { teamId, userId, role };
}
