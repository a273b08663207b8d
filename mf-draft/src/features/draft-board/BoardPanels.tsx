import { useMemo } from 'react';
import { Badge, EmptyState } from '@tiix/shared-ui';
import { draftTurns } from '@tiix/domain';
import type {
  DraftParticipantFieldsFragment,
  DraftPickFields,
  DraftRoomFieldsFragment,
} from './operations';

const pad = (n: number) => String(n).padStart(2, '0');

/** Picks by round and slot, like a draft board: each round a row, its slots in pick order. */
export function RoundsBoard({ draft }: { draft: DraftRoomFieldsFragment }) {
  const names = useMemo(
    () => new Map(draft.participants.map((p) => [p.id, p.displayName])),
    [draft.participants],
  );
  const turns = useMemo(
    () =>
      draftTurns(
        draft.participants,
        draft.pickOrder,
        draft.rounds,
        draft.picksPerRound,
        draft.totalPicks,
      ),
    [draft.participants, draft.pickOrder, draft.rounds, draft.picksPerRound, draft.totalPicks],
  );
  // The n-th pick made fills the n-th turn.
  const picks = useMemo(
    () => [...draft.picks].sort((a, b) => a.pickNumber - b.pickNumber),
    [draft.picks],
  );
  const rounds = new Map<number, typeof turns>();
  for (const turn of turns) rounds.set(turn.round, [...(rounds.get(turn.round) ?? []), turn]);
  const live = draft.state === 'active' || draft.state === 'paused';
  const columns = Math.max(1, ...[...rounds.values()].map((r) => r.length));

  if (turns.length === 0)
    return <EmptyState compact titleAs="p" title="The board fills as members join" />;
  return (
    <div className="dr-board" style={{ ['--dr-cols' as string]: String(Math.min(columns, 6)) }}>
      {[...rounds.entries()].map(([round, roundTurns]) => (
        <section key={round} className="dr-board__round" aria-label={`Round ${round}`}>
          <h3 className="dr-board__round-title">Round {round}</h3>
          <ol className="dr-board__cells">
            {roundTurns.map((turn) => {
              const pick: DraftPickFields | undefined = picks[turn.overall];
              const current = live && !pick && turn.overall === picks.length;
              return (
                <li
                  key={turn.overall}
                  className={`dr-cell${pick ? ' dr-cell--taken' : ''}${current ? ' dr-cell--current' : ''}${
                    turn.participantId === draft.myParticipantId ? ' dr-cell--mine' : ''
                  }`}
                  aria-current={current ? 'true' : undefined}
                >
                  <span className="dr-cell__no">
                    {round}.{pad(turn.slot)}
                  </span>
                  <span className="dr-cell__who">{names.get(turn.participantId) ?? 'Member'}</span>
                  <span className="dr-cell__game">
                    {pick ? pick.game.opponent : current ? 'On the clock' : '—'}
                    {pick?.autopick ? (
                      <span className="dr-cell__auto" title="Auto-pick">
                        {' '}
                        (auto)
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The picks as they happen, newest first. */
export function PicksFeed({ draft }: { draft: DraftRoomFieldsFragment }) {
  const picks = [...draft.picks].sort((a, b) => b.pickNumber - a.pickNumber);
  return (
    <section className="dr-panel" aria-labelledby="dr-feed">
      <h2 id="dr-feed">Picks</h2>
      {picks.length === 0 ? (
        <p className="dr-panel__note">No picks yet.</p>
      ) : (
        <ol className="dr-feed" aria-label="Picks feed" reversed>
          {picks.map((pick) => (
            <li key={pick.id} className="dr-feed__item">
              <span className="dr-feed__no">
                {pick.round}.{pad(pick.slot)}
              </span>{' '}
              <strong>{pick.displayName}</strong> took <strong>{pick.game.opponent}</strong>
              {pick.autopick ? <Badge tone="neutral">Auto</Badge> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Members in draft order, with who is in the room and who is on the clock. */
export function Participants({
  draft,
  online,
}: {
  draft: DraftRoomFieldsFragment;
  online: ReadonlySet<string> | null;
}) {
  const isOnline = (p: DraftParticipantFieldsFragment) =>
    online ? online.has(p.userId) : p.online;
  return (
    <section className="dr-panel" aria-labelledby="dr-people">
      <h2 id="dr-people">Draft order</h2>
      <ol className="dr-people" aria-label="Draft order">
        {[...draft.participants]
          .sort((a, b) => a.position - b.position)
          .map((p) => (
            <li
              key={p.id}
              className={`dr-person${draft.onClock?.id === p.id ? ' dr-person--on-clock' : ''}`}
            >
              <span className="dr-person__pos" aria-hidden="true">
                {p.position}
              </span>
              <span
                className={`dr-dot${isOnline(p) ? ' dr-dot--on' : ''}`}
                role="img"
                aria-label={isOnline(p) ? 'In the room' : 'Away'}
              />
              <span className="dr-person__name">
                {p.displayName}
                {p.id === draft.myParticipantId ? ' (you)' : ''}
              </span>
              {p.shares > 1 ? <Badge tone="info">{p.shares} shares</Badge> : null}
              <span className="dr-person__count">
                {p.pickCount} {p.pickCount === 1 ? 'pick' : 'picks'}
              </span>
              {draft.onClock?.id === p.id ? <Badge tone="brand">On the clock</Badge> : null}
            </li>
          ))}
      </ol>
    </section>
  );
}

/** After the draft: every member's games. */
export function DraftResults({ draft }: { draft: DraftRoomFieldsFragment }) {
  return (
    <section className="dr-panel" aria-labelledby="dr-results">
      <h2 id="dr-results">Who got which games</h2>
      <ul className="dr-results">
        {[...draft.participants]
          .sort((a, b) => a.position - b.position)
          .map((p) => {
            const games = draft.picks
              .filter((pick) => pick.participantId === p.id)
              .sort((a, b) => a.pickNumber - b.pickNumber);
            return (
              <li key={p.id} className="dr-results__person">
                <h3>
                  {p.displayName}
                  {p.id === draft.myParticipantId ? ' (you)' : ''}
                </h3>
                {games.length ? (
                  <ul aria-label={`${p.displayName}'s games`}>
                    {games.map((pick) => (
                      <li key={pick.id}>{pick.game.opponent}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="dr-panel__note">No games.</p>
                )}
              </li>
            );
          })}
      </ul>
    </section>
  );
}
