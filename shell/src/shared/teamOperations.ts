/** The shell's view of the caller's teams, read by the team switcher and the dashboard. */
import { gql, type TypedDocumentNode } from 'urql';
import type { TeamPlan, TeamRole, TeamStatus } from '@tiix/shared-data';

export interface TeamSummaryFields {
  id: string;
  name: string;
  league: string;
  teamName: string;
  season: string;
  status: TeamStatus;
  ownerId: string;
  draftId: string | null;
  plan: TeamPlan;
  myRole: TeamRole;
  memberCount: number;
  gameCount: number;
  createdAt: string;
  updatedAt: string;
}

const TEAM_SUMMARY_FIELDS = `
  id
  name
  league
  teamName
  season
  status
  ownerId
  draftId
  plan
  myRole
  memberCount
  gameCount
  createdAt
  updatedAt
`;

export interface MyTeamsQuery {
  myTeams: TeamSummaryFields[];
}

/** The caller's teams, newest first ([] for guests). */
export const MyTeamsDocument: TypedDocumentNode<MyTeamsQuery, Record<string, never>> = gql`
  query MyTeams {
    myTeams {
      ${TEAM_SUMMARY_FIELDS}
    }
  }
`;
