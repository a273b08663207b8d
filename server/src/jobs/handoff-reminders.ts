import { formatKickoff, HANDOFF_CONFIRM_REMINDER_MS, HANDOFF_STATUS_LABELS } from '@tiix/domain';
import type { AppDeps } from '../context.js';
import { teamMemberNames } from '../modules/membership/membership.js';
import { notify, notifyDepsFrom } from '../modules/notifications/notify.js';
import { claimDueReminders, type DueReminder } from '../modules/handoff/handoff.repository.js';
import { deliverStaleHandoffNotices } from '../modules/handoff/handoff-moves.js';
import { periodicJob } from './periodic.js';

/** A notice queued by a swap or grab is its own flow's to send; after this, the job sends it. */
const STALE_NOTICE_MS = 60 * 1000;

export interface HandoffReminders {
  start(): void;
  stop(): Promise<void>;
  /**
   * Sends every handoff reminder due at `now` (the injectable clock: tests and the e2e test
   * clock pass a later time) and any notice left undelivered; returns how many were sent.
   */
  runDue(now?: Date): Promise<number>;
}

/**
 * The ticket handoff's reminders: to the ticket holder when a game within the team's reminder
 * days is not sent, and to the member a day before kickoff when they have not confirmed. The
 * due state lives in the games and handoff rows, the sent-marker in handoff_reminders (claimed
 * by insert), so any number of instances may run this and each reminder goes once.
 */
export function createHandoffReminders(
  deps: AppDeps,
  options: { pollMs?: number; batch?: number; now?: () => Date } = {},
): HandoffReminders {
  const pollMs = options.pollMs ?? 5 * 60 * 1000;
  const batch = options.batch ?? 200;
  const clock = options.now ?? (() => new Date());
  const notifyDeps = notifyDepsFrom(deps);
  const log = deps.logger.child({ component: 'handoff-reminders' });

  const send = async (row: DueReminder, kind: 'send' | 'confirm') => {
    const names = await teamMemberNames(deps.db, row.team_id, [row.member_id, row.holder_id]);
    const member = names.get(row.member_id) ?? 'a teammate';
    const holder = names.get(row.holder_id) ?? 'the ticket holder';
    const when = formatKickoff(
      row.kickoff_epoch_ms != null ? Number(row.kickoff_epoch_ms) : null,
      new Date(row.game_date),
      row.kickoff_tz,
    );
    const link = `/app/teams/${row.team_id}`;
    if (kind === 'send') {
      await notify(notifyDeps, {
        userId: row.recipient_id,
        kind: 'tickets_to_send',
        teamId: row.team_id,
        title: `Send ${member} the tickets for ${row.opponent}`,
        body: `${row.team_name} vs ${row.opponent} on ${when} is ${member}'s game and the tickets are not sent yet. Transfer them, then mark them sent.`,
        link,
      });
      return;
    }
    await notify(notifyDeps, {
      userId: row.recipient_id,
      kind: 'tickets_for_you',
      teamId: row.team_id,
      title: `Your game vs ${row.opponent} is tomorrow: ${HANDOFF_STATUS_LABELS[row.status]}`,
      body:
        row.status === 'not_sent'
          ? `${holder} has not marked the tickets for ${row.team_name} vs ${row.opponent} on ${when} sent yet. Ask them, or confirm if they have arrived.`
          : `Check that the tickets for ${row.team_name} vs ${row.opponent} on ${when} arrived, then confirm it, or say they did not.`,
      link,
    });
  };

  const runDue = async (now = clock()): Promise<number> => {
    let sent = await deliverStaleHandoffNotices(deps, new Date(Date.now() - STALE_NOTICE_MS));
    for (const kind of ['send', 'confirm'] as const) {
      for (;;) {
        const claimed = await claimDueReminders(
          deps.db,
          kind,
          now,
          HANDOFF_CONFIRM_REMINDER_MS,
          batch,
        );
        for (const row of claimed) {
          await send(row, kind);
          sent++;
        }
        if (claimed.length < batch) break;
      }
    }
    return sent;
  };

  return periodicJob(runDue, { pollMs, log, failure: 'Handoff reminders failed; retrying' });
}
