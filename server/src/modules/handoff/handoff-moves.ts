import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { notify, type NotifyInput } from '../notifications/notify.js';
import * as repo from './handoff.repository.js';
import { namesOf, ticketsLink, whenOf } from './handoff.service.js';

// A game changing hands (swap, grab): the handoff follows the game, and those who must act are
// told once the move commits.

/**
 * Called inside the transaction that moves a game from one member to another. If the tickets
 * had been sent to the previous member, the handoff goes back to not sent for the new one and
 * notices to the ticket holder (send again) and the previous member (the tickets now belong to
 * someone else) are queued; `deliverHandoffNotices` sends them once the transaction commits.
 */
export async function handoffMoved(
  tx: Database,
  move: { gameId: string; fromUserId: string; toUserId: string },
): Promise<void> {
  const game = await repo.findGame(tx, move.gameId);
  const h = game?.handoff;
  if (!game || !h || h.memberId !== move.fromUserId || h.status === 'not_sent') return;
  await repo.saveHandoff(tx, {
    gameId: game.id,
    teamId: game.teamId,
    memberId: move.toUserId,
    status: 'not_sent',
    note: null,
    sentAt: null,
    sentBy: null,
    answeredAt: null,
  });
  const settings = await repo.findTicketSettings(tx, game.teamId);
  const names = await namesOf(tx, game.teamId, [move.fromUserId, move.toUserId]);
  const from = names.get(move.fromUserId) ?? 'A teammate';
  const to = names.get(move.toUserId) ?? 'a teammate';
  const when = whenOf(game);
  const notices: Omit<NotifyInput, 'teamId'>[] = [
    {
      userId: move.fromUserId,
      kind: 'tickets_for_you',
      title: `Your tickets for ${game.opponent} go to ${to}`,
      body: `The game vs ${game.opponent} on ${when} is ${to}'s now, so the tickets sent to you are theirs. The ticket holder will send them to ${to}.`,
      link: ticketsLink(game.teamId),
    },
  ];
  // The ticket holder sends again, unless the tickets came back to them or were their own.
  if (settings && settings.holderId !== move.fromUserId && settings.holderId !== move.toUserId) {
    notices.push({
      userId: settings.holderId,
      kind: 'tickets_to_send',
      title: `Send the tickets for ${game.opponent} to ${to}`,
      body: `${from} gave the game vs ${game.opponent} on ${when} to ${to}. The tickets you sent ${from} are marked not sent: send them to ${to}.`,
      link: ticketsLink(game.teamId),
    });
  }
  await repo.insertNotices(
    tx,
    notices.map((n) => ({ ...n, teamId: game.teamId })),
  );
}

/** Sends the team's queued handoff notices (after the transaction that queued them commits). */
export async function deliverHandoffNotices(deps: AppDeps, teamId: string): Promise<number> {
  // Never throws into the swap or grab that called it: what is left is sent by the reminder job.
  try {
    return await deliver(deps, await repo.takeNotices(deps.db, { teamId }));
  } catch (err) {
    deps.logger.warn({ err, teamId }, 'handoff notices not delivered yet');
    return 0;
  }
}

/** Sends notices queued before `olderThan` that nobody delivered (an instance stopped). */
export async function deliverStaleHandoffNotices(deps: AppDeps, olderThan: Date): Promise<number> {
  return deliver(deps, await repo.takeNotices(deps.db, { olderThan }));
}

async function deliver(deps: AppDeps, rows: Awaited<ReturnType<typeof repo.takeNotices>>) {
  for (const row of rows) {
    await notify(deps, {
      userId: row.user_id,
      kind: row.kind,
      teamId: row.team_id,
      title: row.title,
      body: row.body,
      link: row.link,
    });
  }
  return rows.length;
}
