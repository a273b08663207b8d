import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { Database } from '../db/client.js';
import { notify, notifyDepsFrom } from '../modules/notifications/notify.js';
import { teamMemberNames } from '../modules/membership/membership.js';
import { formatKickoff } from '@tiix/domain';
import { periodicJob } from './periodic.js';

/** A holder hears of their game this long before kickoff. */
export const GAME_SOON_WINDOW_MS = 48 * 60 * 60 * 1000;

export interface GameReminders {
  start(): void;
  stop(): Promise<void>;
  /** Sends every reminder due now; returns how many were sent. Used by start and by tests. */
  runDue(now?: Date): Promise<number>;
}

interface Claimed extends Record<string, unknown> {
  game_id: string;
  user_id: string;
  team_id: string;
  team_name: string;
  opponent: string;
  venue: string | null;
  game_date: Date | string;
  kickoff_epoch_ms: number | string | null;
  kickoff_tz: string | null;
}

/**
 * Claims the reminders due now: one row per game and holder in game_reminders. The insert is the
 * claim, so however many instances run this at once, each (game, holder) is returned to one of
 * them once. A game that changes hands is a new pair, so its new holder hears of it too.
 */
async function claimDue(db: Database, now: Date, batch: number): Promise<Claimed[]> {
  const until = new Date(now.getTime() + GAME_SOON_WINDOW_MS);
  const result = await db.execute<Claimed>(sql`
    with claimed as (
      insert into game_reminders (game_id, user_id)
      select g.id, g.assigned_to from games g
      where g.assigned_to is not null
        and g.status = 'upcoming'
        and g.game_date > ${now.toISOString()}::timestamptz
        and g.game_date <= ${until.toISOString()}::timestamptz
        and not exists (
          select 1 from game_reminders r where r.game_id = g.id and r.user_id = g.assigned_to
        )
      order by g.game_date
      limit ${batch}
      on conflict do nothing
      returning game_id, user_id
    )
    select c.game_id, c.user_id, g.team_id, t.name as team_name, g.opponent, g.venue,
      g.game_date, g.kickoff_epoch_ms, g.kickoff_tz
    from claimed c join games g on g.id = c.game_id join teams t on t.id = g.team_id`);
  return result.rows;
}

export function createGameReminders(
  deps: AppDeps,
  options: { pollMs?: number; batch?: number } = {},
): GameReminders {
  const pollMs = options.pollMs ?? 5 * 60 * 1000;
  const batch = options.batch ?? 200;
  const notifyDeps = notifyDepsFrom(deps);
  const log = deps.logger.child({ component: 'game-reminders' });

  const runDue = async (now = new Date()): Promise<number> => {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue(deps.db, now, batch);
      for (const row of claimed) {
        const names = await teamMemberNames(deps.db, row.team_id, [row.user_id]);
        const when = formatKickoff(
          row.kickoff_epoch_ms != null ? Number(row.kickoff_epoch_ms) : null,
          new Date(row.game_date),
          row.kickoff_tz,
        );
        await notify(notifyDeps, {
          userId: row.user_id,
          kind: 'game_soon',
          teamId: row.team_id,
          title: `Your game vs ${row.opponent} is coming up`,
          body: `${names.get(row.user_id) ?? 'You'}, you hold ${row.team_name} vs ${row.opponent} on ${when}${row.venue ? ` at ${row.venue}` : ''}.`,
          link: `/app/teams/${row.team_id}`,
        });
        sent++;
      }
      if (claimed.length < batch) return sent;
    }
  };

  return periodicJob(runDue, { pollMs, log, failure: 'Game reminders failed; retrying' });
}
