import type { Context } from 'hono';
import { z } from 'zod';
import { apiError } from '../../http/errors.js';
import { listTeamGamesForApi, type ScheduleErrorCode } from './leagues.service.js';
import type { ScheduleProvider } from './schedule-provider.js';

// Other parameters (the client's cache-busting timestamp) are ignored: z.object strips them.
const querySchema = z.object({
  league: z.string().trim().max(16).optional(),
  team: z.string().trim().max(100).optional(),
  season: z.string().trim().max(16).optional(),
});

const CODE_BY_FIELD: Record<string, ScheduleErrorCode> = {
  league: 'invalid-league',
  team: 'invalid-team',
  season: 'invalid-season',
};

/**
 * GET /api/games-real-v2?league=&team=[&season=]: the team's games as a JSON array.
 * Never cached: the client asks for fresh data each time.
 */
export function gamesRealV2Handler(provider: ScheduleProvider) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const parsed = querySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'league');
      return apiError(
        c,
        400,
        CODE_BY_FIELD[field] ?? 'invalid-league',
        `Invalid ${field}: ${issue?.message}`,
      );
    }
    const result = await listTeamGamesForApi(provider, parsed.data);
    if (!result.ok)
      return apiError(c, result.error.status, result.error.error, result.error.message);
    return c.json(result.value);
  };
}
