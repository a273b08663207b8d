import { sql } from 'drizzle-orm';
import { games } from '../../db/schema/games.js';

/**
 * The final-game rule (`isFinalGame` in @tiix/domain) as a SQL condition on the `games` table,
 * for the queries that must filter by it in the database. final.test.ts checks that both agree.
 */
export const isFinalSql = sql`(${games.status} = 'final' or ${games.finalScore} is not null or (${games.homeScore} is not null and ${games.awayScore} is not null))`;
