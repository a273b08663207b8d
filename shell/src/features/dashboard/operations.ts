/** The dashboard's own documents: the summary counts and recent activity. */
import { gql, type TypedDocumentNode } from 'urql';
import type { ActivityType } from '@tiix/shared-data';

export interface ActivityLogEntryFields {
  id: string;
  teamId: string;
  userId: string | null;
  /** The actor's name as teammates see it; null when the entry has no actor. */
  actorName: string | null;
  activityType: ActivityType;
  /** Per type: team_name; email; opponent and rank; draft_type; or amount. */
  details: Record<string, unknown>;
  createdAt: string;
}

export interface DashboardSummary {
  teams: number;
  upcomingGames: number;
  teamMembers: number;
  pendingPayments: number;
}

export interface RecentActivityQuery {
  recentActivity: ActivityLogEntryFields[];
}
export interface RecentActivityVariables {
  teamIds?: string[] | null;
  limit?: number;
}

/** Newest first; the dashboard fetches 20 and shows 15. */
export const RecentActivityDocument: TypedDocumentNode<
  RecentActivityQuery,
  RecentActivityVariables
> = gql`
  query RecentActivity($teamIds: [ID!], $limit: Int = 20) {
    recentActivity(teamIds: $teamIds, limit: $limit) {
      id
      teamId
      userId
      actorName
      activityType
      details
      createdAt
    }
  }
`;

export interface DashboardQuery {
  dashboard: DashboardSummary;
}

export const DashboardDocument: TypedDocumentNode<DashboardQuery, Record<string, never>> = gql`
  query Dashboard {
    dashboard {
      teams
      upcomingGames
      teamMembers
      pendingPayments
    }
  }
`;
