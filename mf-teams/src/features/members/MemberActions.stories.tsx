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

export const AsOwner = {
  render: () => (
    <StoryHost path="/app/teams/t1" route="/app/teams/:teamId">
      <MemberActions
        teamId="t1"
        teamName="Sunday Crew"
        member={mia}
        myRole="owner"
        myUserId="u-me"
        onChanged={noop}
      />
      <LeaveTeamButton teamId="t1" teamName="Sunday Crew" myRole="owner" />
    </StoryHost>
  ),
};

export const AsAdmin = {
  render: () => (
    <StoryHost path="/app/teams/t1" route="/app/teams/:teamId">
      <MemberActions
        teamId="t1"
        teamName="Sunday Crew"
        member={mia}
        myRole="admin"
        myUserId="u-me"
        onChanged={noop}
      />
      <LeaveTeamButton teamId="t1" teamName="Sunday Crew" myRole="admin" />
    </StoryHost>
  ),
};

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
