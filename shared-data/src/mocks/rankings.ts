import { graphql } from 'msw';
import type {
  FillMyRankingsFromScoreMutation,
  GameRankingFields,
  MyRankingsQuery,
  RankingInput,
  SaveMyRankingsMutation,
  SaveMyRankingsVariables,
  ScoredGameFields,
  TeamGamesQuery,
  TeamIdVariables,
} from './wire/rankings';
import type { GameFields } from './wire/teams';
import { MOCK_TEAM_ID, MOCK_USER_ID, mockTeamsBackend } from './teams';
import { graphqlJson } from './typenames';
import {
  applyRankSave,
  isFinalGame,
  RANK_MAX,
  resolveEntries,
  TEAM_NOT_FOUND_OR_DENIED,
} from '@tiix/domain';

/** A fixed, made-up score per demo game so that sorting and fill-from-score have something to show. */
export function scored(game: GameFields, index: number): ScoredGameFields {
  const tiixRank = [88, 54, 61, 93, 77][index % 5]!;
  return {
    ...game,
    tiixRank,
    tiixStars: Math.max(1, Math.min(5, Math.ceil(tiixRank / 20))),
    tiixRationale: null,
    tiixReasonTags: game.isPrimeTime ? ['Prime time', 'Weekend'] : ['Weekend'],
  };
}

const errorBody = (message = TEAM_NOT_FOUND_OR_DENIED, code = 'NOT_FOUND') => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/** The demo user's ranks, by team then game; `reset()` between tests. */
export const mockRankingsBackend = {
  ranks: new Map<string, Map<string, GameRankingFields>>(),

  /** The sample member starts with the upcoming sample games ranked, best score first. */
  reset() {
    this.ranks.clear();
    const team = mockTeamsBackend.teams.get(MOCK_TEAM_ID);
    if (!team) return;
    const mine = this.of(team.id);
    const at = new Date(0).toISOString();
    team.games
      .map(scored)
      .filter((g) => !isFinalGame(g))
      .sort((a, b) => (b.tiixRank ?? 0) - (a.tiixRank ?? 0))
      .forEach((game, i) =>
        mine.set(game.id, {
          id: `rank-${team.id}-${game.id}`,
          gameId: game.id,
          userId: MOCK_USER_ID,
          rank: i + 1,
          createdAt: at,
          updatedAt: at,
        }),
      );
  },

  of(teamId: string): Map<string, GameRankingFields> {
    let found = this.ranks.get(teamId);
    if (!found) {
      found = new Map();
      this.ranks.set(teamId, found);
    }
    return found;
  },

  list(teamId: string): GameRankingFields[] {
    return [...this.of(teamId).values()].sort((a, b) => a.rank - b.rank);
  },

  /** The server's rules: clamp, later entries win, a used rank moves, finals refused. */
  save(teamId: string, entries: RankingInput[]): GameRankingFields[] | string {
    const team = mockTeamsBackend.teams.get(teamId)!;
    const games = new Map(team.games.map((g) => [g.id, g]));
    if (entries.some((e) => !games.has(e.gameId))) return 'Game not found in this team';
    const outcome = resolveEntries(entries);
    const saved = [...outcome]
      .filter(([, rank]) => rank > 0)
      .map(([gameId, rank]) => ({ rank, game: games.get(gameId)! }));
    if (saved.some((s) => isFinalGame(s.game))) return 'Final games cannot be ranked';
    const mine = this.of(teamId);
    const kept = applyRankSave(new Map([...mine].map(([gameId, r]) => [gameId, r.rank])), entries);
    for (const gameId of [...mine.keys()]) if (!kept.has(gameId)) mine.delete(gameId);
    const now = new Date().toISOString();
    for (const { rank, game } of saved) {
      mine.set(game.id, {
        id: `rank-${teamId}-${game.id}`,
        gameId: game.id,
        userId: MOCK_USER_ID,
        rank,
        createdAt: now,
        updatedAt: now,
      });
      mockTeamsBackend.log(teamId, 'game_ranked', { opponent: game.opponent, rank });
    }
    return this.list(teamId);
  },
};

mockRankingsBackend.reset();

export const rankingsHandlers = [
  graphql.query<TeamGamesQuery, TeamIdVariables>('TeamGames', ({ variables }) => {
    const team = mockTeamsBackend.teams.get(variables.teamId);
    return graphqlJson({ data: { teamGames: team ? team.games.map(scored) : [] } });
  }),
  graphql.query<MyRankingsQuery, TeamIdVariables>('MyRankings', ({ variables }) =>
    graphqlJson({
      data: {
        myRankings: mockTeamsBackend.teams.has(variables.teamId)
          ? mockRankingsBackend.list(variables.teamId)
          : [],
      },
    }),
  ),
  graphql.mutation<SaveMyRankingsMutation, SaveMyRankingsVariables>(
    'SaveMyRankings',
    ({ variables }) => {
      if (!mockTeamsBackend.teams.has(variables.teamId)) return graphqlJson(errorBody());
      const out = mockRankingsBackend.save(variables.teamId, variables.rankings);
      if (typeof out === 'string') return graphqlJson(errorBody(out, 'BAD_USER_INPUT'));
      return graphqlJson({ data: { saveMyRankings: out } });
    },
  ),
  graphql.mutation<FillMyRankingsFromScoreMutation, TeamIdVariables>(
    'FillMyRankingsFromScore',
    ({ variables }) => {
      const team = mockTeamsBackend.teams.get(variables.teamId);
      if (!team) return graphqlJson(errorBody());
      const now = Date.now();
      const ordered = team.games
        .map(scored)
        .filter((g) => !isFinalGame(g) && g.status !== 'cancelled' && Date.parse(g.gameDate) >= now)
        .sort(
          (a, b) =>
            (b.tiixRank ?? -1) - (a.tiixRank ?? -1) ||
            Date.parse(a.gameDate) - Date.parse(b.gameDate),
        )
        .slice(0, RANK_MAX);
      const out = mockRankingsBackend.save(
        team.id,
        ordered.map((g, i) => ({ gameId: g.id, rank: i + 1 })),
      );
      if (typeof out === 'string') return graphqlJson(errorBody(out, 'BAD_USER_INPUT'));
      return graphqlJson({ data: { fillMyRankingsFromScore: out } });
    },
  ),
];
