import { and, asc, count, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { callerMembershipOfTeam } from '../membership/membership.js';
import type { Database } from '../../db/client.js';
import { isoInstant } from '../../db/json-rows.js';
import { preparedPerDatabase, statementPerShape } from '../../db/prepared.js';
import { games } from '../../db/schema/games.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import type { ApiGame } from './games.mapper.js';
import { findOne } from '../../db/find-one.js';

export type GameRecord = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;

export async function insertGames(db: Database, rows: NewGame[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(games).values(rows);
}

/** One game of a team; null when the id names no game, or a game of another team. */
export async function findTeamGame(
  db: Database,
  teamId: string,
  gameId: string,
): Promise<GameRecord | null> {
  return (await findOne(db, games, and(eq(games.id, gameId), eq(games.teamId, teamId)))) ?? null;
}

export async function listGames(db: Database, teamId: string): Promise<GameRecord[]> {
  return db
    .select()
    .from(games)
    .where(eq(games.teamId, teamId))
    .orderBy(asc(games.gameDate), asc(games.id));
}

/** Columns of a stored game the API does not serve (toGqlGame leaves them out as well). */
const UNSERVED_COLUMNS = new Set(['convenienceInputs', 'scoreDataHash']);
/** Fields the API names differently from the column's property. */
const API_FIELD_NAMES: Record<string, string> = { tvPrimeTime: 'isPrimeTime' };

// [field, SQL value] for every served column of games, built once.
const apiGameColumns: [string, SQL][] = Object.entries(getTableColumns(games))
  .filter(([key]) => !UNSERVED_COLUMNS.has(key))
  .map(([key, column]) => {
    const ref = sql.raw(`g."${column.name}"`);
    return [
      API_FIELD_NAMES[key] ?? key,
      column.columnType === 'PgTimestamp' ? isoInstant(ref) : ref,
    ];
  });

/** Game fields a read in the API's shape always carries: the ids, and what upcomingHomeGames and
 *  the caller's own Game fields (myScore, ...) need. */
const ALWAYS_READ = new Set(['id', 'teamId', 'gameDate', 'isHome', 'status']);

/**
 * The stored Game fields to read for a selection of Game fields (`selectedSubfields`), in a
 * stable order (a statement per distinct list); all of them without a selection. Names that are
 * not stored fields (myScore, __typename) are left out.
 */
export function apiGameFieldsFor(selected?: ReadonlySet<string>): string[] {
  return apiGameColumns
    .map(([field]) => field)
    .filter((field) => !selected || selected.has(field) || ALWAYS_READ.has(field));
}

// The team row's id, qualified: a select from `teams` alone names its columns unqualified, which
// inside the sub-select would name the game's own id.
const teamIdOfRow = sql`${teams}.${sql.identifier(teams.id.name)}`;

/**
 * The games of the `teams` row a statement reads, in listGames' order, as one JSON array of
 * objects in the API's shape (`ApiGame`: field names, instants as the DateTime scalar writes
 * them) with the given fields only (`apiGameFieldsFor`): the team page's resolvers answer them
 * as they come, without decoding every column of each game into a record and copying it into
 * the API's shape again. With `among` (a subquery or list of game ids), only the team's games
 * it names: an id of another team's game finds nothing.
 */
export function teamApiGamesJson(fields: readonly string[], among?: SQLWrapper) {
  const wanted = new Set(fields);
  const pairs = apiGameColumns
    .filter(([field]) => wanted.has(field))
    .map(([field, value]) => sql`${sql.raw(`'${field}'`)}, ${value}`);
  return sql<ApiGame[]>`(
    select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by g.game_date, g.id), '[]'::json)
    from ${games} g where g.team_id = ${teamIdOfRow}${among ? sql` and g.id in ${among}` : sql``})`;
}

// One prepared statement per list of Game fields a query asks for (see statementPerShape): past
// MAX_GAME_SHAPES lists every further one reads all fields.
const MAX_GAME_SHAPES = 32;

/**
 * A statement built by `build` for each list of Game fields (`apiGameFieldsFor`) a read is asked
 * for: `name` for all fields, `name_1`, `name_2`, ... for the others, built on first use.
 */
export function statementPerGameFields<T>(
  name: string,
  build: (fields: readonly string[], name: string) => T,
): (selected?: ReadonlySet<string>) => T {
  const perList = statementPerShape(
    name,
    apiGameFieldsFor(),
    gameFieldsKey,
    build,
    MAX_GAME_SHAPES,
  );
  return (selected) => perList(apiGameFieldsFor(selected));
}

/** The name of a list of Game fields, for a statement per shape that includes one. */
export const gameFieldsKey = (fields: readonly string[]): string => fields.join(',');

/**
 * A team's games in listGames' order and in the API's shape, with the Game fields `gameFields`
 * asks for only (all without it; see `apiGameFieldsFor`), its plan, and what the membership check
 * needs (the owner and the user's membership row's role), in one statement; null when the team
 * does not exist. The games page reads this on every visit.
 */
export async function findTeamGamesFor(
  db: Database,
  teamId: string,
  userId: string,
  gameFields?: ReadonlySet<string>,
): Promise<{
  ownerId: string;
  memberRole: (typeof teamMembers.$inferSelect)['role'] | null;
  plan: (typeof teams.$inferSelect)['plan'];
  planExpiresAt: Date | null;
  games: ApiGame[];
} | null> {
  const [row] = await teamGamesFor(gameFields)(db).execute({ teamId, userId });
  return row ?? null;
}

const teamGamesFor = statementPerGameFields('team_games_for', (fields, name) =>
  preparedPerDatabase((db) =>
    db
      .select({
        ownerId: teams.ownerId,
        memberRole: teamMembers.role,
        plan: teams.plan,
        planExpiresAt: teams.planExpiresAt,
        games: teamApiGamesJson(fields),
      })
      .from(teams)
      .leftJoin(teamMembers, callerMembershipOfTeam)
      .where(eq(teams.id, sql.placeholder('teamId')))
      .limit(1)
      .prepare(name),
  ),
);

/**
 * Home games at or after `now` that are not final, soonest first, of a team's games as listGames
 * reads them (soonest first): the team page reads all of them anyway.
 */
export function upcomingHomeGames<G extends Pick<GameRecord, 'isHome' | 'status'>>(
  sorted: readonly (G & { gameDate: Date | string })[],
  now: Date,
  limit: number,
): G[] {
  const from = now.getTime();
  const instant = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());
  return sorted
    .filter((g) => g.isHome && instant(g.gameDate) >= from && g.status !== 'final')
    .slice(0, limit);
}

export async function countGames(db: Database, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(eq(games.teamId, teamId));
  return row?.n ?? 0;
}

/** Writes the draft-value fields of a team's games (they depend on the team's size). */
export async function updateDraftValues(
  db: Database,
  values: { id: string; adp: number; probGoneBeforePick: number }[],
): Promise<void> {
  for (const v of values) {
    await db
      .update(games)
      .set({ adp: v.adp, probGoneBeforePick: v.probGoneBeforePick })
      .where(eq(games.id, v.id));
  }
}
