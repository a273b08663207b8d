import { Client, fetchExchange, type Exchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';

export interface GraphqlClientOptions {
  /** GraphQL endpoint; defaults to the same-origin `/v1/graphql`. */
  url?: string;
  /** Returns the current access token, if any, for the bearer header. */
  getAccessToken?: () => string | null | undefined;
  exchanges?: Exchange[];
}

/** The shared urql client: normalised cache (graphcache), bearer auth, SSE subscriptions. */
export function createGraphqlClient(options: GraphqlClientOptions = {}): Client {
  const url = options.url ?? `${globalThis.location?.origin ?? ''}/v1/graphql`;
  return new Client({
    url,
    exchanges: options.exchanges ?? [cacheExchange({}), fetchExchange],
    fetchSubscriptions: true,
    fetchOptions: () => {
      const token = options.getAccessToken?.();
      return token ? { headers: { authorization: `Bearer ${token}` } } : {};
    },
  });
}
