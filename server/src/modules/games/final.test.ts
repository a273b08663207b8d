import { isFinalGame, type FinalGameFields } from '@tiix/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../testing/index.js';
import { isFinalSql } from './final.js';

const database = setupTestDatabase();

const CASES: Required<FinalGameFields>[] = [
  { status: 'upcoming', finalScore: null, homeScore: null, awayScore: null },
  { status: 'final', finalScore: null, homeScore: null, awayScore: null },
  { status: 'upcoming', finalScore: '24-17', homeScore: null, awayScore: null },
  { status: 'live', finalScore: null, homeScore: 3, awayScore: 0 },
  { status: 'live', finalScore: null, homeScore: 3, awayScore: null },
  { status: 'postponed', finalScore: null, homeScore: null, awayScore: 7 },
  { status: 'cancelled', finalScore: null, homeScore: 0, awayScore: 0 },
  { status: 'cancelled', finalScore: null, homeScore: null, awayScore: null },
];

describe('isFinalSql', () => {
  it('agrees with the domain rule on every case', async () => {
    // The cases as rows of a relation named like the table, so the condition's column
    // references ("games"."status", ...) read them.
    const rows = sql.join(
      CASES.map(
        (c, i) =>
          sql`(${i}::int, ${c.status}::text, ${c.finalScore}::text, ${c.homeScore}::int, ${c.awayScore}::int)`,
      ),
      sql`, `,
    );
    const result = await database.db.execute<{ i: number; final: boolean }>(
      sql`select "i", ${isFinalSql} as "final" from (values ${rows}) as "games"("i", "status", "final_score", "home_score", "away_score") order by "i"`,
    );
    expect(result.rows.map((r) => r.final)).toEqual(CASES.map(isFinalGame));
    expect(result.rows.filter((r) => r.final)).toHaveLength(4);
  });
});
