/** mf-teams' ticket handoff documents: the team's handoffs, its settings, sent and received. */
import { gql } from 'urql';
import type {
  ConfirmTicketsReceivedMutation,
  ConfirmTicketsReceivedMutationVariables,
  MarkMemberTicketsSentMutation,
  MarkMemberTicketsSentMutationVariables,
  MarkTicketsSentMutation,
  MarkTicketsSentMutationVariables,
  ReportTicketsNotReceivedMutation,
  ReportTicketsNotReceivedMutationVariables,
  SetTicketSettingsMutation,
  SetTicketSettingsMutationVariables,
  TeamTicketsQuery,
  TeamTicketsQueryVariables,
} from '../../generated/graphql';

export type {
  GameHandoffFieldsFragment,
  HandoffMemberFieldsFragment,
} from '../../generated/graphql';
export type TeamTicketsFields = TeamTicketsQuery['teamTickets'];

const MEMBER = gql`
  fragment HandoffMemberFields on HandoffMember {
    userId
    name
  }
`;

const GAME_HANDOFF = gql`
  fragment GameHandoffFields on GameHandoff {
    gameId
    teamId
    opponent
    gameDate
    kickoffTz
    status
    note
    sentAt
    answeredAt
    canMarkSent
    canConfirm
    member {
      ...HandoffMemberFields
    }
  }
  ${MEMBER}
`;

export const TeamTicketsDocument = gql<TeamTicketsQuery, TeamTicketsQueryVariables>`
  query TeamTickets($teamId: ID!) {
    teamTickets(teamId: $teamId) {
      teamId
      reminderDays
      canManage
      canSend
      holder {
        ...HandoffMemberFields
      }
      members {
        ...HandoffMemberFields
      }
      games {
        ...GameHandoffFields
      }
    }
  }
  ${MEMBER}
  ${GAME_HANDOFF}
`;

export const SetTicketSettingsDocument = gql<
  SetTicketSettingsMutation,
  SetTicketSettingsMutationVariables
>`
  mutation SetTicketSettings($teamId: ID!, $holderId: ID, $reminderDays: Int) {
    setTicketSettings(teamId: $teamId, holderId: $holderId, reminderDays: $reminderDays) {
      teamId
      reminderDays
      holder {
        ...HandoffMemberFields
      }
    }
  }
  ${MEMBER}
`;

export const MarkTicketsSentDocument = gql<
  MarkTicketsSentMutation,
  MarkTicketsSentMutationVariables
>`
  mutation MarkTicketsSent($gameId: ID!, $note: String) {
    markTicketsSent(gameId: $gameId, note: $note) {
      ...GameHandoffFields
    }
  }
  ${GAME_HANDOFF}
`;

export const MarkMemberTicketsSentDocument = gql<
  MarkMemberTicketsSentMutation,
  MarkMemberTicketsSentMutationVariables
>`
  mutation MarkMemberTicketsSent($teamId: ID!, $memberId: ID!, $note: String) {
    markMemberTicketsSent(teamId: $teamId, memberId: $memberId, note: $note) {
      ...GameHandoffFields
    }
  }
  ${GAME_HANDOFF}
`;

export const ConfirmTicketsReceivedDocument = gql<
  ConfirmTicketsReceivedMutation,
  ConfirmTicketsReceivedMutationVariables
>`
  mutation ConfirmTicketsReceived($gameId: ID!) {
    confirmTicketsReceived(gameId: $gameId) {
      ...GameHandoffFields
    }
  }
  ${GAME_HANDOFF}
`;

export const ReportTicketsNotReceivedDocument = gql<
  ReportTicketsNotReceivedMutation,
  ReportTicketsNotReceivedMutationVariables
>`
  mutation ReportTicketsNotReceived($gameId: ID!) {
    reportTicketsNotReceived(gameId: $gameId) {
      ...GameHandoffFields
    }
  }
  ${GAME_HANDOFF}
`;
