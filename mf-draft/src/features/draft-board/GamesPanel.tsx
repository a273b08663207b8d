import { useMemo, useState } from 'react';
import { Badge, Button, EmptyState, Select } from '@tiix/shared-ui';
import { formatGameTime } from '@tiix/domain';
import {
  type RankingInput,
  type DraftGameFieldsFragment,
  type DraftRoomFieldsFragment,
} from './operations';

export type GameSort = 'rank' | 'score' | 'date';
const SORT_LABEL: Record<GameSort, string> = { rank: 'My rank', score: 'Score', date: 'Date' };

const byDate = (a: DraftGameFieldsFragment, b: DraftGameFieldsFragment) =>
  Date.parse(a.gameDate) - Date.parse(b.gameDate);
const byScore = (a: DraftGameFieldsFragment, b: DraftGameFieldsFragment) =>
  (b.tiixRank ?? -1) - (a.tiixRank ?? -1) || byDate(a, b);
/** Ranked first by rank; unranked after, by score: the same order auto-pick uses. */
const byRank = (a: DraftGameFieldsFragment, b: DraftGameFieldsFragment) =>
  (a.myRank ?? Number.POSITIVE_INFINITY) - (b.myRank ?? Number.POSITIVE_INFINITY) || byScore(a, b);
const SORTS: Record<GameSort, (a: DraftGameFieldsFragment, b: DraftGameFieldsFragment) => number> =
  {
    rank: byRank,
    score: byScore,
    date: byDate,
  };

export function Stars({ stars }: { stars: number }) {
  const n = Math.min(5, Math.max(0, Math.round(stars)));
  return (
    <span className="dr-stars" role="img" aria-label={`${n} of 5 stars`}>
      {'★'.repeat(n)}
      <span className="dr-stars__off">{'☆'.repeat(5 - n)}</span>
    </span>
  );
}

/** The viewer's queue: their ranked games that are still available, best first. */
export function queueOf(draft: DraftRoomFieldsFragment): DraftGameFieldsFragment[] {
  return draft.games.filter((g) => !g.owned && !g.locked && g.myRank != null).sort(byRank);
}

/**
 * New ranks for a queue order: the queue gets 1..n and games ranked earlier but already taken
 * keep their order after it, so the saved ranks stay one consistent list.
 */
export function queueRankings(
  draft: DraftRoomFieldsFragment,
  queueIds: readonly string[],
  removed: readonly string[] = [],
): RankingInput[] {
  const takenRanked = draft.games
    .filter((g) => g.myRank != null && !queueIds.includes(g.id) && !removed.includes(g.id))
    .sort(byRank);
  return [
    ...queueIds.map((gameId, i) => ({ gameId, rank: i + 1 })),
    ...takenRanked.map((g, i) => ({ gameId: g.id, rank: queueIds.length + i + 1 })),
    ...removed.map((gameId) => ({ gameId, rank: 0 })),
  ];
}

interface QueueSaver {
  saveQueue: (rankings: RankingInput[], key: string) => Promise<unknown>;
  busy: string | null;
}

interface GamesPanelProps extends QueueSaver {
  draft: DraftRoomFieldsFragment;
  canPick: boolean;
  pickingFor: string | null;
  onPick: (game: DraftGameFieldsFragment) => void;
}

/** The games still to take, with score, stars, date and the viewer's rank; Draft when allowed. */
export function AvailableGames({
  draft,
  canPick,
  pickingFor,
  onPick,
  saveQueue,
  busy,
}: GamesPanelProps) {
  const [sort, setSort] = useState<GameSort>('rank');
  const available = useMemo(
    // Final games cannot be drafted, so they are not offered at all.
    () => draft.games.filter((g) => !g.owned && !g.locked).sort(SORTS[sort]),
    [draft.games, sort],
  );
  const queue = queueOf(draft);
  const add = (game: DraftGameFieldsFragment) =>
    saveQueue(queueRankings(draft, [...queue.map((g) => g.id), game.id]), `queue:${game.id}`);
  const remove = (game: DraftGameFieldsFragment) =>
    saveQueue(
      queueRankings(
        draft,
        queue.filter((g) => g.id !== game.id).map((g) => g.id),
        [game.id],
      ),
      `queue:${game.id}`,
    );

  return (
    <section className="dr-panel" aria-labelledby="dr-available">
      <div className="dr-panel__head">
        <h2 id="dr-available">Available games ({available.length})</h2>
        <Select
          label="Sort by"
          containerClassName="dr-sort"
          value={sort}
          onChange={(e) => setSort(e.target.value as GameSort)}
          options={(Object.keys(SORT_LABEL) as GameSort[]).map((s) => ({
            value: s,
            label: SORT_LABEL[s],
          }))}
        />
      </div>
      {pickingFor ? <p className="dr-panel__note">Picking for {pickingFor}.</p> : null}
      {available.length === 0 ? (
        <EmptyState compact title="Every game has been drafted" titleAs="p" />
      ) : (
        <ul className="dr-games" aria-label="Available games">
          {available.map((game) => (
            <li key={game.id} className="dr-game">
              <div className="dr-game__main">
                <p className="dr-game__opponent">
                  <span className="dr-game__vs">{game.isHome ? 'vs' : 'at'}</span> {game.opponent}
                  {game.isPrimeTime ? (
                    <span className="dr-game__prime" title="Primetime">
                      ⚡ Primetime
                    </span>
                  ) : null}
                </p>
                <p className="dr-game__time">
                  <time dateTime={game.gameDate}>{formatGameTime(game)}</time>
                </p>
              </div>
              <div className="dr-game__meta">
                {typeof game.tiixRank === 'number' ? (
                  <span className="dr-game__score" aria-label={`Score ${game.tiixRank} of 100`}>
                    {game.tiixRank}
                  </span>
                ) : null}
                {typeof game.tiixStars === 'number' ? <Stars stars={game.tiixStars} /> : null}
                <span className="dr-game__rank">
                  {game.myRank != null ? `My rank #${game.myRank}` : 'Not ranked'}
                </span>
              </div>
              <div className="dr-game__actions">
                {game.locked ? (
                  <Badge tone="neutral">Final</Badge>
                ) : (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === `queue:${game.id}`}
                      onClick={() => void (game.myRank != null ? remove(game) : add(game))}
                      aria-label={`${game.myRank != null ? 'Remove' : 'Add'} ${game.opponent} ${
                        game.myRank != null ? 'from' : 'to'
                      } my queue`}
                    >
                      {game.myRank != null ? 'Unqueue' : 'Queue'}
                    </Button>
                    <Button
                      size="sm"
                      disabled={!canPick}
                      loading={busy === `pick:${game.id}`}
                      onClick={() => onPick(game)}
                      aria-label={`Draft ${game.opponent}`}
                    >
                      Draft
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'My queue': the viewer's ranks are their queue; auto-pick takes its top game. */
export function MyQueue({
  draft,
  saveQueue,
  busy,
}: { draft: DraftRoomFieldsFragment } & QueueSaver) {
  const queue = queueOf(draft);
  const ids = queue.map((g) => g.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    return saveQueue(queueRankings(draft, next), `move:${moved}`);
  };
  return (
    <section className="dr-panel" aria-labelledby="dr-queue">
      <h2 id="dr-queue">My queue</h2>
      <p className="dr-panel__note">
        Your ranks are your queue. When your clock runs out, the top game is drafted for you.
      </p>
      {queue.length === 0 ? (
        <EmptyState
          compact
          titleAs="p"
          title="Your queue is empty"
          description="Queue games from the list, best first."
        />
      ) : (
        <ol className="dr-queue" aria-label="My queue">
          {queue.map((game, i) => (
            <li key={game.id} className="dr-queue__item">
              <span className="dr-queue__rank" aria-hidden="true">
                {i + 1}
              </span>
              <span className="dr-queue__name">{game.opponent}</span>
              <span className="dr-queue__moves">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === 0 || busy != null}
                  onClick={() => void move(i, -1)}
                  aria-label={`Move ${game.opponent} up`}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === queue.length - 1 || busy != null}
                  onClick={() => void move(i, 1)}
                  aria-label={`Move ${game.opponent} down`}
                >
                  ↓
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
