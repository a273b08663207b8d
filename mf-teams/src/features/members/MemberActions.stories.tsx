import { StoryHost } from '@tiix/shared-data/dev-host';
import { HandoverStatus } from './HandoverStatus';
import { LeaveTeamButton } from './LeaveTeamButton';
import { MemberActions } from './MemberActions';

/**
 * A member row's actions as the owner, an admin and a member see them, the Leave team button
 * (off for the owner, with the reason), and a pending handover as its owner sees it.
 */
export default {
  title: 'mf-teams/Members',
};

const mia = { userId: 'u-mia', name: 'Mia', role: 'member' as const };
const noop = () => undefined;

/** The row's actions and the Leave team button, as a member of `myRole` sees them. */
const asRole = (myRole: 'owner' | 'admin') => ({
  render: () => (
    <StoryHost path="/app/teams/t1" route="/app/teams/:teamId">
      <MemberActions
        teamId="t1"
        teamName="Sunday Crew"
        member={mia}
        myRole={myRole}
        myUserId="u-me"
        onChanged={noop}
      />
      <LeaveTeamButton teamId="t1" teamName="Sunday Crew" myRole={myRole} />
    </StoryHost>
  ),
});

export const AsOwner = asRole('owner');

export const AsAdmin = asRole('admin');

export const PendingHandover = {
  render: () => (
    <StoryHost path="/app/teams/t1" route="/app/teams/:teamId">
      <HandoverStatus
        myUserId="u-me"
        onChanged={noop}
        handover={{
          id: 'h1',
          teamId: 't1',
          teamName: 'Sunday Crew',
          fromUserId: 'u-me',
          fromName: 'Olivia',
          toUserId: 'u-mia',
          toName: 'Mia',
          status: 'pending',
          expiresAt: '2026-12-03T00:00:00Z',
        }}
      />
    </StoryHost>
  ),
};
