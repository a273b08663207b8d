// The wizard's back end for tests: GraphQL by operation name and GET /api/games-real-v2, behind
// one fetch that the urql client and the games loader share.
import { Client, fetchExchange, mapExchange } from 'urql';
import { vi } from 'vitest';
import { createAppStore } from '@tiix/shared-data';
import { createTestProviders } from '@tiix/shared-data/testing';
import type { RealGame } from '../features/create-team/api';

type GraphqlBody = { operationName?: string; query: string; variables?: Record<string, unknown> };
export type GraphqlHandler = (variables: Record<string, unknown>) => {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

export const LEAGUES = [
  {
    id: 'NFL',
    name: 'National Football League',
    seasonDisplay: 'pair',
    defaultSeason: '2025',
    teamCount: 32,
    logoUrl: '/logos/leagues/NFL.svg',
  },
  {
    id: 'MLS',
    name: 'Major League Soccer',
    seasonDisplay: 'single',
    defaultSeason: '2025',
    teamCount: 30,
    logoUrl: '/logos/leagues/MLS.svg',
  },
];

const team = (league: string, abbreviation: string, fullName: string) => ({
  id: `${league}:${abbreviation}`,
  abbreviation,
  fullName,
  slug: fullName.toLowerCase().replace(/ /g, '-'),
  logoUrl: `/logos/${league}/${fullName.toLowerCase().replace(/ /g, '-')}.svg`,
});

export const TEAMS: Record<string, ReturnType<typeof team>[]> = {
  NFL: [
    team('NFL', 'DAL', 'Dallas Cowboys'),
    team('NFL', 'NE', 'New England Patriots'),
    team('NFL', 'GB', 'Green Bay Packers'),
    team('NFL', 'PIT', 'Pittsburgh Steelers'),
    team('NFL', 'CHI', 'Chicago Bears'),
  ],
  MLS: [team('MLS', 'LAFC', 'Los Angeles FC'), team('MLS', 'SEA', 'Seattle Sounders FC')],
};

export function game(
  id: string,
  date: string,
  isHome: boolean,
  opponent = `Opponent ${id}`,
  // The season the server gives the game (e.g. '2025' for an NFL game in January 2026).
  season = date.slice(0, 4),
): RealGame {
  return {
    id,
    opponent,
    venue: 'Stadium',
    game_date: date,
    kickoff_epoch_ms: Date.parse(`${date}T18:00:00Z`),
    kickoff_tz: 'America/Chicago',
    tz_abbr: 'CDT',
    is_home: isHome,
    isPrimeTime: false,
    season,
    status: 'upcoming',
  };
}

export const CREATED_TEAM = {
  id: 'team-1',
  name: 'Sunday Crew',
  league: 'NFL',
  teamName: 'Dallas Cowboys',
  season: '2025',
  status: 'setup',
  ownerId: 'user-1',
  draftId: null,
  plan: 'free',
  myRole: 'owner',
  memberCount: 1,
  gameCount: 9,
  createdAt: '2025-07-01T00:00:00.000Z',
  updatedAt: '2025-07-01T00:00:00.000Z',
};

export const api = {
  graphql: {} as Record<string, GraphqlHandler>,
  /** Each GraphQL operation sent, with whether its screen said it handles its own errors. */
  operations: [] as Array<{ name: string; handlesErrors: boolean }>,
  games: (_league: string, _team: string): RealGame[] | number => [],
  reset() {
    api.graphql = {
      WizardLeagues: () => ({ data: { leagues: LEAGUES } }),
      WizardLeagueTeams: (v) => ({ data: { leagueTeams: TEAMS[String(v.league)] ?? [] } }),
      CreateTeam: () => ({ data: { createTeam: CREATED_TEAM } }),
    };
    api.games = () => [];
    api.operations = [];
  },
};

export const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  if (url.pathname === '/api/games-real-v2') {
    const result = api.games(
      url.searchParams.get('league') ?? '',
      url.searchParams.get('team') ?? '',
    );
    if (typeof result === 'number') return new Response('{}', { status: result });
    return Response.json(result);
  }
  // urql sends queries as GET (within the URL length limit) and mutations as POST.
  const body: GraphqlBody = init?.body
    ? (JSON.parse(String(init.body)) as GraphqlBody)
    : {
        operationName: url.searchParams.get('operationName') ?? undefined,
        query: url.searchParams.get('query') ?? '',
        variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>,
      };
  const handler = api.graphql[body.operationName ?? ''];
  if (!handler)
    return Response.json({ errors: [{ message: `No handler for ${body.operationName}` }] });
  return Response.json(handler(body.variables ?? {}));
});

/** Fresh store and urql client for one test; `Wrapper` provides both. */
export function makeProviders() {
  const client = new Client({
    url: 'http://localhost/v1/graphql',
    exchanges: [
      mapExchange({
        onOperation(operation) {
          const name = operation.query.definitions.find((d) => d.kind === 'OperationDefinition')
            ?.name?.value;
          api.operations.push({
            name: name ?? '',
            handlesErrors: operation.context.handlesErrors === true,
          });
        },
      }),
      fetchExchange,
    ],
    fetch: fakeFetch as typeof fetch,
    requestPolicy: 'network-only',
  });
  const store = createAppStore();
  const { Wrapper } = createTestProviders({ store, client });
  return { store, Wrapper };
}
