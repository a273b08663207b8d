/** The calendar panel's GraphQL documents: the caller's private feed addresses of one team. */
import { gql } from 'urql';
import type {
  MyCalendarFeedsQuery,
  MyCalendarFeedsQueryVariables,
  ResetCalendarFeedsMutation,
  ResetCalendarFeedsMutationVariables,
} from '../../generated/graphql';

export type { CalendarFeedsFieldsFragment } from '../../generated/graphql';

const CALENDAR_FEEDS_FIELDS = gql`
  fragment CalendarFeedsFields on CalendarFeeds {
    teamId
    memberFeedUrl
    teamFeedUrl
  }
`;

export const MyCalendarFeedsDocument = gql<MyCalendarFeedsQuery, MyCalendarFeedsQueryVariables>`
  query MyCalendarFeeds($teamId: ID!) {
    myCalendarFeeds(teamId: $teamId) {
      ...CalendarFeedsFields
    }
  }
  ${CALENDAR_FEEDS_FIELDS}
`;

export const ResetCalendarFeedsDocument = gql<
  ResetCalendarFeedsMutation,
  ResetCalendarFeedsMutationVariables
>`
  mutation ResetCalendarFeeds($teamId: ID!) {
    resetCalendarFeeds(teamId: $teamId) {
      ...CalendarFeedsFields
    }
  }
  ${CALENDAR_FEEDS_FIELDS}
`;
