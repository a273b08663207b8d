import { Client, fetchExchange, type CombinedError, type Exchange } from 'urql';
import { authExchange } from '@urql/exchange-auth';
import {
  cacheExchange,
  type CacheExchangeOpts,
  type UpdateResolver,
} from '@urql/exchange-graphcache';
import { unhandledErrorExchange, type UnhandledErrorListener } from './operationErrors';

/** What the client needs from the auth client (an `AuthClient` fits). */
export interface GraphqlAuth {
  getAccessToken(): string | null | undefined;
  /** Gets a new access token; resolves when done, whatever the outcome. */
  refreshSession(): Promise<unknown>;
}

export interface GraphqlClientOptions {
  /** GraphQL endpoint; defaults to the same-origin `/v1/graphql`. */
  url?: string;
  /** Bearer token plus one retry after a refresh when the server rejects the token. */
  auth?: GraphqlAuth;
  /** Returns the current access token, if any, for the bearer header (no refresh). */
  getAccessToken?: () => string | null | undefined;
  /**
   * Told once of every failed operation whose screen does not handle its error (no
   * `SCREEN_HANDLES_ERRORS` context), with the server's message or 'Unexpected error': the
   * shell shows it as one error toast. Refused tokens are left to the session.
   */
  onUnhandledError?: UnhandledErrorListener;
  exchanges?: Exchange[];
}

/** Codes with which an API says the access token itself is bad (Hasura's and ours). */
const TOKEN_ERROR_CODES = new Set(['invalid-jwt', 'jwt-expired', 'unauthenticated-user']);

/**
 * True when the server refused the token rather than the operation: our API answers a bad or
 * expired token with HTTP 401 (code UNAUTHENTICATED, reason `unauthenticated-user`); Hasura
 * answers 200 with code `invalid-jwt`.
 */
export function isTokenError(error: CombinedError): boolean {
  if ((error.response as Response | undefined)?.status === 401) return true;
  return error.graphQLErrors.some(
    (e) =>
      TOKEN_ERROR_CODES.has(String(e.extensions?.code ?? '')) ||
      TOKEN_ERROR_CODES.has(String(e.extensions?.reason ?? '')),
  );
}

/** After a swap or grab operation: every cached view of who holds which game is refetched. */
const SEASON_FIELDS = new Set([
  'swaps',
  'seasonBoard',
  'teamGames',
  'team',
  'gameHoldingHistory',
  // A game that changes hands may put its tickets back to not sent.
  'teamTickets',
  'myNextGame',
]);
const invalidateTeamSeason: UpdateResolver = (_result, _args, cache) => {
  for (const field of cache.inspectFields('Query')) {
    if (SEASON_FIELDS.has(field.fieldName)) {
      cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
    }
  }
};

/** Cache rules shared by every app: keys, and how mutations update cached queries. */
export const cacheOptions: CacheExchangeOpts = {
  keys: {
    Profile: (profile) => (profile.userId as string | undefined) ?? null,
    // Per-request summaries, never shared entities.
    DashboardSummary: () => null,
    InviteResult: () => null,
    // Payments: per-team records keyed by their team; computed lines are never shared.
    TeamPaymentSettings: (settings) => (settings.teamId as string | undefined) ?? null,
    BillingStatus: (billing) => (billing.teamId as string | undefined) ?? null,
    MemberBalance: () => null,
    SplitPreviewLine: () => null,
    // Draft events and turns are moments, not entities: never normalised.
    DraftEvent: () => null,
    DraftTurn: () => null,
    // One per signed-in user, read only as the caller's own: embedded, not normalised.
    MemberTaste: () => null,
    // The caller's notification pages and live events are moments; a preference is one per kind.
    NotificationPage: () => null,
    NotificationEvent: () => null,
    NotificationPreference: (pref) => (pref.kind as string | undefined) ?? null,
    CalendarFeeds: (feeds) => (feeds.teamId as string | undefined) ?? null,
    // Chat pages, events and unread counts are answers, not entities (messages are).
    ChatPage: () => null,
    ChatEvent: () => null,
    ChatUnread: () => null,
    // Swaps: the inbox and the season board are the caller's views of a team; never shared.
    SwapMember: () => null,
    SwapInbox: () => null,
    SeasonBoard: () => null,
    SeasonBoardEntry: () => null,
    // The ticket handoff: one per team and one per game; people and the next game are views.
    TeamTickets: (tickets) => (tickets.teamId as string | undefined) ?? null,
    GameHandoff: (handoff) => (handoff.gameId as string | undefined) ?? null,
    HandoffMember: () => null,
    NextGameHandoff: () => null,
  },
  updates: {
    Mutation: {
      // Team lists and counters change with a new or deleted team: fetch them again.
      createTeam: (_result, _args, cache) => {
        cache.invalidate('Query', 'myTeams');
        cache.invalidate('Query', 'dashboard');
      },
      deleteTeam: (_result, args, cache) => {
        cache.invalidate({ __typename: 'Team', id: args.id as string });
        cache.invalidate('Query', 'myTeams');
        cache.invalidate('Query', 'dashboard');
      },
      // A new draft becomes the team's latest and its draft link.
      createDraft: (_result, args, cache) => {
        cache.invalidate('Query', 'latestDraft', { teamId: args.teamId as string });
        cache.invalidate({ __typename: 'Team', id: args.teamId as string });
      },
      createAndStartDraft: (_result, args, cache) => {
        cache.invalidate('Query', 'latestDraft', { teamId: args.teamId as string });
        cache.invalidate({ __typename: 'Team', id: args.teamId as string });
      },
      // A game that changes hands changes the team's games, the inbox and the season board.
      ...Object.fromEntries(
        [
          'proposeSwap',
          'acceptSwap',
          'declineSwap',
          'counterSwap',
          'cancelSwap',
          'offerUpForGrabs',
          'withdrawGameGrab',
          'takeGame',
        ].map((field) => [field, invalidateTeamSeason]),
      ),
      // Creating or changing the profile makes it the answer of `myProfile`.
      ensureMyProfile: (result, _args, cache) => {
        if (result.ensureMyProfile)
          cache.link('Query', 'myProfile', result.ensureMyProfile as never);
      },
      updateMyProfile: (result, _args, cache) => {
        if (result.updateMyProfile)
          cache.link('Query', 'myProfile', result.updateMyProfile as never);
      },
    },
  },
};

function bearerExchange(auth: GraphqlAuth): Exchange {
  return authExchange(async (utils) => ({
    addAuthToOperation(operation) {
      const token = auth.getAccessToken();
      return token
        ? utils.appendHeaders(operation, { authorization: `Bearer ${token}` })
        : operation;
    },
    didAuthError(error) {
      return isTokenError(error);
    },
    async refreshAuth() {
      await auth.refreshSession();
    },
  }));
}

/** The shared urql client: normalised cache (graphcache), bearer auth, SSE subscriptions. */
export function createGraphqlClient(options: GraphqlClientOptions = {}): Client {
  const url = options.url ?? `${globalThis.location?.origin ?? ''}/v1/graphql`;
  const exchanges = options.exchanges ?? [
    cacheExchange(cacheOptions),
    ...(options.onUnhandledError
      ? [unhandledErrorExchange(options.onUnhandledError, isTokenError)]
      : []),
    ...(options.auth ? [bearerExchange(options.auth)] : []),
    fetchExchange,
  ];
  return new Client({
    url,
    exchanges,
    fetchSubscriptions: true,
    fetchOptions: () => {
      if (options.auth) return {};
      const token = options.getAccessToken?.();
      return token ? { headers: { authorization: `Bearer ${token}` } } : {};
    },
  });
}
