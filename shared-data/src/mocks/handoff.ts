import { graphql, HttpResponse } from 'msw';
import { TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import { MOCK_FRIEND_ID, MOCK_TEAM_ID, MOCK_USER_ID, mockTeamsBackend } from './teams';

// Sample data for the team page's members and tickets panels: fixed values for the sample team
// (the demo user owns it and holds the tickets), no rule of the server. Other teams are not found.

const member = (userId: string, name: string) => ({ __typename: 'HandoffMember', userId, name });
const DEMO = member(MOCK_USER_ID, 'Demo Fan');
const SAM = member(MOCK_FRIEND_ID, 'Sam Friend');

const SAMPLE_GAMES = [
  { status: 'sent', note: 'Transfer #4411, Sec 112 Row 4', canMarkSent: false },
  { status: 'received', note: null, canMarkSent: false },
  { status: 'not_sent', note: null, canMarkSent: true },
] as const;

export const handoffHandlers = [
  graphql.query<object, { id: string }>('TeamMembership', ({ variables }) =>
    HttpResponse.json({
      data: {
        team:
          variables.id === MOCK_TEAM_ID
            ? { __typename: 'Team', id: MOCK_TEAM_ID, pendingHandover: null, payoutsHeldBy: null }
            : null,
      },
    }),
  ),
  graphql.query<object, { teamId: string }>('TeamTickets', ({ variables }) => {
    const team = mockTeamsBackend.teams.get(variables.teamId);
    if (!team || team.id !== MOCK_TEAM_ID)
      return HttpResponse.json({
        data: null,
        errors: [{ message: TEAM_NOT_FOUND_OR_DENIED, extensions: { code: 'NOT_FOUND' } }],
      });
    const upcoming = team.games.filter((g) => g.status !== 'final');
    const games = SAMPLE_GAMES.flatMap((sample, i) => {
      const g = upcoming[i];
      if (!g) return [];
      return [
        {
          __typename: 'GameHandoff',
          gameId: g.id,
          teamId: team.id,
          opponent: g.opponent,
          gameDate: g.gameDate,
          kickoffTz: g.kickoffTz,
          member: SAM,
          status: sample.status,
          note: sample.note,
          sentAt: sample.status === 'not_sent' ? null : g.gameDate,
          answeredAt: sample.status === 'received' ? g.gameDate : null,
          canMarkSent: sample.canMarkSent,
          canConfirm: false,
        },
      ];
    });
    return HttpResponse.json({
      data: {
        teamTickets: {
          __typename: 'TeamTickets',
          teamId: team.id,
          reminderDays: 3,
          canManage: true,
          canSend: true,
          holder: DEMO,
          members: [DEMO, SAM],
          games,
        },
      },
    });
  }),
];
