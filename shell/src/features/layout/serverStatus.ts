import { gql, type TypedDocumentNode } from 'urql';

export interface ServerStatusQuery {
  serverTime: string;
  health: { database: 'OK' | 'UNAVAILABLE' };
}

/** Server clock and database health (a smoke query; the enum is the server's HealthStatus). */
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
