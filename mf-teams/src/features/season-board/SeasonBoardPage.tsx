import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Badge, Button, EmptyState, notify } from '@tiix/shared-ui';
import { formatGameTime } from '@tiix/domain';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import {
  ProposeSwapDialog,
  SeasonBoardDocument,
  SwapsFrame,
  TakeGameDocument,
  UpForGrabsDialog,
  WithdrawGameGrabDocument,
  errorMessage,
  formatCents,
  type SeasonBoardEntryFields,
  type SeasonBoardFields,
} from '../swaps';
import { GameHandoffControls, useGameHandoffs, type GameHandoffFieldsFragment } from '../handoff';
import '../../shared/panel.css';
import './season-board.css';

export const NO_GAMES = 'This team has no games yet.';

type Dialog = { kind: 'swap' | 'grab'; gameId: string } | null;

function Row({
  entry,
  board,
  handoff,
  onDialog,
  onChanged,
}: {
  entry: SeasonBoardEntryFields;
  handoff?: GameHandoffFieldsFragment | undefined;
  board: SeasonBoardFields;
  onDialog: (dialog: Dialog) => void;
  onChanged: () => void;
}) {
  const { game, grab } = entry;
  const mine = game.holderId === board.viewerId;
  const [{ fetching: taking }, take] = useMutation(TakeGameDocument);
  const [{ fetching: withdrawing }, withdraw] = useMutation(WithdrawGameGrabDocument);
  const titleId = `board-${game.id}`;

  const onTake = async () => {
    if (!grab) return;
    const result = await take({ grabId: grab.id }, SCREEN_HANDLES_ERRORS);
    if (result.error) notify.error(errorMessage(result.error, 'Could not take the game.'));
    else
      notify.success(
        grab.priceCents
          ? `The game is yours. A payment request of ${formatCents(grab.priceCents)} was sent to you.`
          : 'The game is yours',
      );
    onChanged();
  };
  const onWithdraw = async () => {
    if (!grab) return;
    const result = await withdraw({ grabId: grab.id }, SCREEN_HANDLES_ERRORS);
    if (result.error) notify.error(errorMessage(result.error, 'Could not withdraw the offer.'));
    else notify.success('Your game is no longer up for grabs');
    onChanged();
  };

  return (
    <li className="tm-panel tm-board__row" aria-labelledby={titleId}>
      <div className="tm-board__game">
        <h3 id={titleId} className="tm-board__opponent">
          {game.isHome ? 'vs' : 'at'} {game.opponent}
        </h3>
        <p className="tm-board__time">
          <time dateTime={game.gameDate}>{formatGameTime(game)}</time>
          {game.status === 'final' ? <Badge tone="neutral">Final</Badge> : null}
        </p>
      </div>
      <p className="tm-board__holder">
        {game.holderId ? (
          mine ? (
            <Badge tone="success">Yours</Badge>
          ) : (
            <span>Held by {game.holderName}</span>
          )
        ) : (
          <span className="tm-board__muted">Not drafted</span>
        )}
      </p>
      <div className="tm-board__status">
        {handoff ? <GameHandoffControls handoff={handoff} /> : null}
        {entry.pendingSwapCount > 0 ? (
          <Badge tone="info">
            {entry.pendingSwapCount === 1
              ? '1 swap pending'
              : `${entry.pendingSwapCount} swaps pending`}
          </Badge>
        ) : null}
        {grab ? (
          <Badge tone="warning">
            Up for grabs{grab.priceCents ? ` · ${formatCents(grab.priceCents)}` : ' · free'}
          </Badge>
        ) : null}
      </div>
      {entry.swappable ? (
        <div className="tm-board__actions">
          {grab?.canTake ? (
            <Button
              size="sm"
              disabled={taking}
              onClick={() => void onTake()}
              aria-label={`Take: ${game.opponent}`}
            >
              Take
            </Button>
          ) : null}
          {grab?.canWithdraw ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={withdrawing}
              onClick={() => void onWithdraw()}
            >
              Withdraw
            </Button>
          ) : null}
          {board.members.length > 1 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDialog({ kind: 'swap', gameId: game.id })}
              aria-label={`Propose swap: ${game.opponent}`}
            >
              Propose swap
            </Button>
          ) : null}
          {mine && !grab ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDialog({ kind: 'grab', gameId: game.id })}
              aria-label={`Up for grabs: ${game.opponent}`}
            >
              Up for grabs
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * /app/teams/:teamId/season: every game of the season, who holds it, swaps pending and games up
 * for grabs. `?swap=<gameId>` and `?grab=<gameId>` (from a game card) open the matching dialog.
 */
export default function SeasonBoardPage() {
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SeasonBoardDocument,
    variables: { teamId },
    pause: !teamId,
    context: SCREEN_HANDLES_ERRORS,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const handoffs = useGameHandoffs(teamId);

  useEffect(() => {
    document.title = 'Season board · Tiix';
  }, []);

  // A game card links here with the action it asked for.
  const linked: Dialog = params.get('swap')
    ? { kind: 'swap', gameId: params.get('swap')! }
    : params.get('grab')
      ? { kind: 'grab', gameId: params.get('grab')! }
      : null;
  const open = dialog ?? linked;
  const close = () => {
    setDialog(null);
    if (linked) setParams({}, { replace: true });
  };
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  if (!data) return <SwapsFrame page="board" teamId={teamId} read={{ fetching, error }} />;
  const board = data.seasonBoard;
  const openGame = open ? board.entries.find((e) => e.game.id === open.gameId) : undefined;
  return (
    <SwapsFrame page="board" teamId={teamId}>
      {board.entries.length === 0 ? (
        <EmptyState title={NO_GAMES} titleAs="p" />
      ) : (
        <ul className="tm-panel-list">
          {board.entries.map((entry) => (
            <Row
              key={entry.game.id}
              entry={entry}
              board={board}
              handoff={handoffs.get(entry.game.id)}
              onDialog={setDialog}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'swap' ? (
        <ProposeSwapDialog
          key={open.gameId}
          open
          onOpenChange={(o) => {
            if (!o) close();
          }}
          board={board}
          initialGameId={open.gameId}
          onDone={refresh}
        />
      ) : null}
      {open?.kind === 'grab' && openGame ? (
        <UpForGrabsDialog
          key={open.gameId}
          game={openGame.game}
          open
          onOpenChange={(o) => {
            if (!o) close();
          }}
          onDone={refresh}
        />
      ) : null}
    </SwapsFrame>
  );
}
