import { gameTimeFormat } from '@tiix/domain';
import ical from 'ical-generator';
import type { Database } from '../../db/client.js';
import { notify } from '../notifications/notify.js';
import { findTeam } from '../teams/teams.repository.js';
import type { DraftsDeps } from './drafts.deps.js';
import * as repo from './drafts.repository.js';
import type { DraftRecord, ParticipantRecord } from './drafts.repository.js';

/** A pick clock this long means a slow draft: the member on the clock also gets an e-mail. */
export const YOUR_TURN_MAIL_MIN_CLOCK_MS = 60 * 60 * 1000;

// A game is booked in calendars for three hours from kickoff.
const GAME_LENGTH_MS = 3 * 60 * 60 * 1000;

type GameRow = Awaited<ReturnType<typeof repo.findGames>>[number];

/** "Sun, Sep 7, 2025, 1:00 PM CDT vs New York Giants", in the venue's zone when known. */
export function gameLine(game: GameRow): string {
  const when = gameTimeFormat(game.kickoffTz).format(game.gameDate);
  return `${when} vs ${game.opponent}${game.venue ? ` at ${game.venue}` : ''}`;
}

/** An iCalendar file with one event per game. */
export function gamesCalendar(teamName: string, games: readonly GameRow[]): string {
  const calendar = ical({
    name: `${teamName} games`,
    prodId: { company: 'Tiix', product: 'draft' },
  });
  for (const game of games) {
    calendar.createEvent({
      id: `${game.id}@tiix`,
      start: game.gameDate,
      end: new Date(game.gameDate.getTime() + GAME_LENGTH_MS),
      summary: `${teamName} vs ${game.opponent}`,
      location: game.venue ?? null,
    });
  }
  return calendar.toString();
}

/** Each participant's games of a completed draft, with a calendar attachment. */
export async function sendCompletionMails(db: Database, deps: DraftsDeps, draft: DraftRecord) {
  const team = await findTeam(db, draft.teamId);
  if (!team) return;
  const participants = await repo.listParticipants(db, draft.id, draft.teamId);
  const picks = await repo.listPicks(db, draft.id);
  const games = new Map(
    (
      await repo.findGames(
        db,
        picks.map((p) => p.gameId),
      )
    ).map((g) => [g.id, g]),
  );
  for (const p of participants) {
    if (!p.email) continue;
    const mine = picks
      .filter((pick) => pick.userId === p.userId)
      .map((pick) => games.get(pick.gameId))
      .filter((g): g is GameRow => g != null)
      .sort((a, b) => a.gameDate.getTime() - b.gameDate.getTime());
    try {
      await deps.mailer.send({
        to: p.email,
        template: 'draft-complete',
        data: {
          displayName: p.displayName,
          teamName: team.name,
          games: mine.map(gameLine).join('\n'),
          link: `${deps.clientUrl}/app/teams/${team.id}`,
        },
        ...(mine.length > 0
          ? {
              attachments: [
                {
                  filename: 'tiix-games.ics',
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                  content: gamesCalendar(team.name, mine),
                },
              ],
            }
          : {}),
      });
    } catch (err) {
      deps.logger.warn({ err, draftId: draft.id }, 'draft completion e-mail not sent');
    }
  }
}

/**
 * Tells the member now on the clock of a slow draft that it is their turn: in the notification
 * centre and/or by e-mail, as they chose for this kind.
 */
export async function sendYourTurnMail(
  db: Database,
  deps: DraftsDeps,
  draft: DraftRecord,
  participant: ParticipantRecord,
) {
  if (!participant.userId) return;
  const team = await findTeam(db, draft.teamId);
  const deadline = draft.pickDeadline
    ? new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(draft.pickDeadline) + ' UTC'
    : '';
  await notify(
    { db, ...deps },
    {
      userId: participant.userId,
      kind: 'draft_your_turn',
      teamId: draft.teamId,
      title: `It's your turn to pick in ${team?.name ?? 'your draft'}`,
      body: deadline ? `Make your pick before ${deadline}.` : "You're on the clock in the draft.",
      link: `/app/draft/${draft.id}`,
    },
  );
}
