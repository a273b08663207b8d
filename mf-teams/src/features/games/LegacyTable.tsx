import { useState } from 'react';
import { Button } from '@tiix/shared-ui';
import type { ScoredGameFieldsFragment } from './operations';
import { formatGameTime, RANK_MAX } from '@tiix/domain';
import { LockIcon } from '../game-card';

interface LegacyTableProps {
  games: readonly ScoredGameFieldsFragment[];
  ranks: ReadonlyMap<string, number>;
  locked: boolean;
  member: boolean;
  needInvite: string;
  isFinished: (game: ScoredGameFieldsFragment) => boolean;
  onRank: (game: ScoredGameFieldsFragment, rank: number) => void;
  onDraft: (game: ScoredGameFieldsFragment) => void;
}

/** A typed rank is saved on Enter or when leaving the field, not on every keystroke ('1' of '12'). */
function RankInput({
  game,
  rank,
  disabled,
  onRank,
}: {
  game: ScoredGameFieldsFragment;
  rank: number;
  disabled: boolean;
  onRank: (rank: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    setText(null);
    const trimmed = text.trim();
    const value = trimmed === '' ? 0 : Math.round(Number(trimmed));
    if (!Number.isFinite(value) || value < 0 || value > RANK_MAX || value === rank) return;
    onRank(value);
  };
  return (
    <input
      type="number"
      className="gm-table__rank"
      min={1}
      max={RANK_MAX}
      step={1}
      inputMode="numeric"
      aria-label={`My rank for ${game.opponent}`}
      value={text ?? (rank > 0 ? String(rank) : '')}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

/** The legacy list view (?oldCard=1): one compact row per game instead of cards. */
export function LegacyTable({
  games,
  ranks,
  locked,
  member,
  needInvite,
  isFinished,
  onRank,
  onDraft,
}: LegacyTableProps) {
  return (
    <table className="gm-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Opponent</th>
          <th scope="col">Score</th>
          <th scope="col">My Rank</th>
          <th scope="col">Draft</th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => {
          const finished = isFinished(game);
          return (
            <tr key={game.id}>
              <td>{formatGameTime(game)}</td>
              <th scope="row">{game.opponent}</th>
              <td>
                {locked ? (
                  // The page explains the lock once; each row only shows that it is locked.
                  <span className="gm-table__locked">
                    <LockIcon />
                    <span className="gm-sr-only">Locked</span>
                  </span>
                ) : (
                  (game.tiixRank ?? '–')
                )}
              </td>
              <td>
                <RankInput
                  game={game}
                  rank={ranks.get(game.id) ?? 0}
                  disabled={finished}
                  onRank={(rank) => onRank(game, rank)}
                />
              </td>
              <td>
                {member ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={finished}
                    onClick={() => onDraft(game)}
                  >
                    Draft
                  </Button>
                ) : (
                  <span className="gm-need-invite">{needInvite}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
