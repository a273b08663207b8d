/** The dashboard's own documents: the summary counts and recent activity. */
import { gql } from 'urql';
import type {
  DashboardQuery,
  DashboardQueryVariables,
  RecentActivityQuery,
  RecentActivityQueryVariables,
} from '../../generated/graphql';

/**
 * `actorName`: the actor's name as teammates see it, null when the entry has no actor.
 * `details` per type: team_name; email; opponent and rank; draft_type; or amount.
 */
export type ActivityLogEntryFields = RecentActivityQuery['recentActivity'][number];
export type DashboardSummary = DashboardQuery['dashboard'];

/** Newest first; the dashboard fetches 20 and shows 15. */
export const RecentActivityDocument = gql<RecentActivityQuery, RecentActivityQueryVariables>`
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

export const DashboardDocument = gql<DashboardQuery, DashboardQueryVariables>`
  query Dashboard {
    dashboard {
      teams
      upcomingGames
      teamMembers
      pendingPayments
    }
  }
`;
