/** The calendar panel's GraphQL documents: the caller's private feed addresses of one team. */
import { gql, type TypedDocumentNode } from 'urql';

export interface CalendarFeedsFields {
  teamId: string;
  memberFeedUrl: string;
  teamFeedUrl: string;
}

export interface MyCalendarFeedsQuery {
  myCalendarFeeds: CalendarFeedsFields;
}
export const MyCalendarFeedsDocument: TypedDocumentNode<MyCalendarFeedsQuery, { teamId: string }> =
  gql`
    query MyCalendarFeeds($teamId: ID!) {
      myCalendarFeeds(teamId: $teamId) {
        teamId
        memberFeedUrl
        teamFeedUrl
      }
    }
  `;

export interface ResetCalendarFeedsMutation {
  resetCalendarFeeds: CalendarFeedsFields;
}
export const ResetCalendarFeedsDocument: TypedDocumentNode<
  ResetCalendarFeedsMutation,
  { teamId: string }
> = gql`
  mutation ResetCalendarFeeds($teamId: ID!) {
    resetCalendarFeeds(teamId: $teamId) {
      teamId
      memberFeedUrl
      teamFeedUrl
    }
  }
`;
