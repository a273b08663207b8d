import { gql, type TypedDocumentNode } from 'urql';

export interface ServerStatusQuery {
  serverTime: string;
  health: { database: boolean };
}

/** Server clock and database health (used by the status line and as a smoke query). */
export const ServerStatusDocument: TypedDocumentNode<
  ServerStatusQuery,
  Record<string, never>
> = gql`
  query ServerStatus {
    serverTime
    health {
      database
    }
  }
`;
