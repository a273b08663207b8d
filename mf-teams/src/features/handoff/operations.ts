/** mf-teams' ticket handoff documents: the team's handoffs, its settings, sent and received. */
import { gql, type TypedDocumentNode } from 'urql';
import type { HandoffStatus } from '@tiix/domain';

export interface HandoffMemberFields {
  userId: string;
  name: string;
}

export interface GameHandoffFields {
  gameId: string;
  teamId: string;
  opponent: string;
  gameDate: string;
  kickoffTz: string | null;
  member: HandoffMemberFields;
  status: HandoffStatus;
  note: string | null;
  sentAt: string | null;
  answeredAt: string | null;
  canMarkSent: boolean;
  canConfirm: boolean;
}

export interface TeamTicketsFields {
  teamId: string;
  holder: HandoffMemberFields;
  reminderDays: number;
  members: HandoffMemberFields[];
  canManage: boolean;
  canSend: boolean;
  games: GameHandoffFields[];
}

const GAME_HANDOFF_FIELDS = `
  gameId teamId opponent gameDate kickoffTz status note sentAt answeredAt canMarkSent canConfirm
  member { userId name }`;

export const TeamTicketsDocument: TypedDocumentNode<
  { teamTickets: TeamTicketsFields },
  { teamId: string }
> = gql`
  query TeamTickets($teamId: ID!) {
    teamTickets(teamId: $teamId) {
      teamId
      reminderDays
      canManage
      canSend
      holder { userId name }
      members { userId name }
      games { ${GAME_HANDOFF_FIELDS} }
    }
  }
`;

export const SetTicketSettingsDocument: TypedDocumentNode<
  { setTicketSettings: Pick<TeamTicketsFields, 'teamId' | 'reminderDays' | 'holder'> },
  { teamId: string; holderId?: string | null; reminderDays?: number | null }
> = gql`
  mutation SetTicketSettings($teamId: ID!, $holderId: ID, $reminderDays: Int) {
    setTicketSettings(teamId: $teamId, holderId: $holderId, reminderDays: $reminderDays) {
      teamId
      reminderDays
      holder {
        userId
        name
      }
    }
  }
`;

export const MarkTicketsSentDocument: TypedDocumentNode<
  { markTicketsSent: GameHandoffFields },
  { gameId: string; note?: string | null }
> = gql`
  mutation MarkTicketsSent($gameId: ID!, $note: String) {
    markTicketsSent(gameId: $gameId, note: $note) { ${GAME_HANDOFF_FIELDS} }
  }
`;

export const MarkMemberTicketsSentDocument: TypedDocumentNode<
  { markMemberTicketsSent: GameHandoffFields[] },
  { teamId: string; memberId: string; note?: string | null }
> = gql`
  mutation MarkMemberTicketsSent($teamId: ID!, $memberId: ID!, $note: String) {
    markMemberTicketsSent(teamId: $teamId, memberId: $memberId, note: $note) {
      ${GAME_HANDOFF_FIELDS}
    }
  }
`;

export const ConfirmTicketsReceivedDocument: TypedDocumentNode<
  { confirmTicketsReceived: GameHandoffFields },
  { gameId: string }
> = gql`
  mutation ConfirmTicketsReceived($gameId: ID!) {
    confirmTicketsReceived(gameId: $gameId) { ${GAME_HANDOFF_FIELDS} }
  }
`;

export const ReportTicketsNotReceivedDocument: TypedDocumentNode<
  { reportTicketsNotReceived: GameHandoffFields },
  { gameId: string }
> = gql`
  mutation ReportTicketsNotReceived($gameId: ID!) {
    reportTicketsNotReceived(gameId: $gameId) { ${GAME_HANDOFF_FIELDS} }
  }
`;
