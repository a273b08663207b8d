import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { getLeagues, getSchedule, getStandings, getTeam } from './league-data.js';

// Checks the committed bundle against the CSVs it is built from. The CSVs live outside this
// repository (../shared/data, or LEAGUE_DATA_SOURCE); where they are absent these checks cannot
// run, and the fixed expectations in league-data.test.ts still do.

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIR = resolve(
  process.env.LEAGUE_DATA_SOURCE ?? join(SERVER_DIR, '..', '..', 'shared', 'data'),
);
const hasSources = existsSync(join(SOURCE_DIR, 'nfl', 'teams.csv'));

type Row = Record<string, string>;
const readCsv = (file: string) =>
  parse(readFileSync(join(SOURCE_DIR, file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
const orNull = (value: string | undefined) => (value ? value : null);
const numOrNull = (value: string | undefined) => (value ? Number(value) : null);

describe.skipIf(!hasSources)(`bundled data against the CSVs in ${SOURCE_DIR}`, () => {
  const outDir = mkdtempSync(join(tmpdir(), 'tiix-league-data-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is exactly what the build script makes of them', () => {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-league-data.ts', '--source', SOURCE_DIR, '--out', outDir],
      { cwd: SERVER_DIR, stdio: 'pipe' },
    );
    const built = readdirSync(outDir)
      .filter((name) => name.endsWith('.gz'))
      .sort();
    expect(built).toHaveLength(8);
    for (const name of built) {
      expect(
        readFileSync(join(outDir, name)).equals(readFileSync(join(SERVER_DIR, 'data', name))),
        name,
      ).toBe(true);
    }
  }, 60_000);

  it('has every team of teams.csv with its name, slug, venue, zone and colours', () => {
    for (const league of getLeagues()) {
      const rows = readCsv(`${league.id.toLowerCase()}/teams.csv`);
      expect(rows.length, league.id).toBe(league.teamCount);
      for (const row of rows) {
        expect(getTeam(league.id, row.team_id ?? ''), `${league.id} ${row.team_id}`).toMatchObject({
          fullName: row.full_name,
          slug: row.slug,
          abbreviation: row.abbreviation,
          conference: orNull(row.conference),
          division: orNull(row.division),
          primaryColor: orNull(row.primary_color),
          venue: {
            name: orNull(row.venue_name),
            timezone: row.timezone,
            roofType: orNull(row.roof_type),
          },
        });
      }
    }
  });

  it('has every schedule row with its teams, status, scores and kickoff instant', () => {
    for (const league of getLeagues()) {
      for (const season of league.seasons) {
        const rows = readCsv(`${league.id.toLowerCase()}/schedule_${season}.csv`);
        const games = getSchedule(league.id, season);
        expect(games.length, `${league.id} ${season}`).toBe(rows.length);
        // Rows of one source game id come in source order within the bundle's kickoff order.
        const remaining = [...games];
        for (const row of rows) {
          const index = remaining.findIndex(
            (g) =>
              g.gameId === row.game_id &&
              g.status === row.status &&
              (g.kickoffUtc === null || g.kickoffUtc === row.kickoff_utc),
          );
          expect(index, `${league.id} ${season} ${row.game_id}`).toBeGreaterThanOrEqual(0);
          const [game] = remaining.splice(index, 1);
          expect(game, `${league.id} ${row.game_id}`).toMatchObject({
            season: row.season,
            gameType: row.game_type,
            homeTeam: row.home_team,
            awayTeam: row.away_team,
            homeTeamName: row.home_team_name,
            awayTeamName: row.away_team_name,
            homeScore: numOrNull(row.home_score),
            awayScore: numOrNull(row.away_score),
            primetime: row.primetime === '1',
            nationalTv: row.national_tv ? row.national_tv.split('|') : [],
          });
        }
      }
    }
  });

  it('has every standings row', () => {
    for (const league of getLeagues()) {
      for (const season of league.standingsSeasons) {
        const table = getStandings(league.id, season);
        if (table?.partial) continue;
        const rows = readCsv(`${league.id.toLowerCase()}/standings_${season}.csv`);
        expect(table?.rows.length, `${league.id} ${season}`).toBe(rows.length);
        for (const row of rows) {
          expect(table?.rows.find((r) => r.teamId === row.team_id)).toMatchObject({
            wins: Number(row.wins),
            losses: Number(row.losses),
            pointsFor: Number(row.points_for),
            pointsAgainst: Number(row.points_against),
          });
        }
      }
    }
  });
});
