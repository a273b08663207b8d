import { gql } from 'urql';
import type { ServerStatusQuery, ServerStatusQueryVariables } from '../../generated/graphql';

/** Server clock and database health (a smoke query). */
export const ServerStatusDocument = gql<ServerStatusQuery, ServerStatusQueryVariables>`
  query ServerStatus {
    serverTime
    health {
      database
    }
  }
`;
