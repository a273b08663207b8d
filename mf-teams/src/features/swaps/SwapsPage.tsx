import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Badge, Button, Card, EmptyState, notify, type BadgeTone } from '@tiix/shared-ui';
import { selectUserId, useAppSelector, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import {
  AcceptSwapDocument,
  CancelSwapDocument,
  DeclineSwapDocument,
  SeasonBoardDocument,
  SwapInboxDocument,
  type GameSwapFieldsFragment,
  type SeasonGameFieldsFragment,
} from './operations';
import { ProposeSwapDialog } from './ProposeSwapDialog';
import { STATUS_LABEL, errorMessage, gameLabel, moneyLine } from './swapModel';
import './swaps.css';
import { SwapsFrame } from './SwapsFrame';

export const NO_INCOMING = 'No offers waiting for you.';
export const NO_OUTGOING = 'You have no open offers.';
export const NO_HISTORY = 'No finished swaps yet.';

/** The inbox's three lists, in their order on the page. */
const SECTIONS = [
  { list: 'incoming', title: 'Offers to you', empty: NO_INCOMING },
  { list: 'outgoing', title: 'Your offers', empty: NO_OUTGOING },
  { list: 'history', title: 'History', empty: NO_HISTORY },
] as const;

const STATUS_TONE: Record<GameSwapFieldsFragment['status'], BadgeTone> = {
  proposed: 'info',
  accepted: 'success',
  declined: 'danger',
  cancelled: 'neutral',
  countered: 'warning',
  expired: 'neutral',
  void: 'warning',
};

function GameList({ games }: { games: SeasonGameFieldsFragment[] }) {
  return (
    <ul className="tm-swap-card__games">
      {games.map((g) => (
        <li key={g.id}>{gameLabel(g)}</li>
      ))}
    </ul>
  );
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One offer: who gives what, money, message, state; the viewer's answers when it is open. */
function SwapCard({
  swap,
  viewerId,
  onChanged,
  onCounter,
}: {
  swap: GameSwapFieldsFragment;
  viewerId: string;
  onChanged: () => void;
  onCounter: (swap: GameSwapFieldsFragment) => void;
}) {
  const [{ fetching: accepting }, accept] = useMutation(AcceptSwapDocument);
  const [{ fetching: declining }, decline] = useMutation(DeclineSwapDocument);
  const [{ fetching: cancelling }, cancel] = useMutation(CancelSwapDocument);
  const busy = accepting || declining || cancelling;
  const iProposed = swap.proposer.userId === viewerId;
  const other = iProposed ? swap.receiver : swap.proposer;
  /** Sends one of the swap's answers (accept, decline, cancel) and says how it went. */
  const answer = async (
    send: (
      variables: { swapId: string },
      context: typeof SCREEN_HANDLES_ERRORS,
    ) => Promise<{ error?: Parameters<typeof errorMessage>[0] }>,
    done: string,
  ) => {
    const result = await send({ swapId: swap.id }, SCREEN_HANDLES_ERRORS);
    if (result.error) notify.error(errorMessage(result.error, 'Something went wrong. Try again.'));
    else notify.success(done);
    onChanged();
  };
  /** The viewer's answers to the offer, in the order of their buttons; those it allows show. */
  const answers = [
    {
      label: 'Accept',
      allowed: swap.canAccept,
      variant: 'primary',
      onClick: () => void answer(accept, 'Swap accepted: the games are yours'),
    },
    {
      label: 'Counter',
      allowed: swap.canCounter,
      variant: 'secondary',
      onClick: () => onCounter(swap),
    },
    {
      label: 'Decline',
      allowed: swap.canDecline,
      variant: 'ghost',
      onClick: () => void answer(decline, 'Offer declined'),
    },
    {
      label: 'Cancel offer',
      allowed: swap.canCancel,
      variant: 'ghost',
      onClick: () => void answer(cancel, 'Offer cancelled'),
    },
  ] as const;
  const money = moneyLine(swap, viewerId);
  const titleId = `swap-${swap.id}`;
  return (
    <Card as="article" className="tm-swap-card" aria-labelledby={titleId}>
      <header className="tm-swap-card__header">
        <h3 id={titleId} className="tm-swap-card__title">
          {iProposed ? `Your offer to ${other.name}` : `${other.name}'s offer`}
        </h3>
        <Badge tone={STATUS_TONE[swap.status]}>{STATUS_LABEL[swap.status]}</Badge>
      </header>
      <div className="tm-swap-card__sides">
        <div>
          <h4>{iProposed ? 'You give' : `${swap.proposer.name} gives`}</h4>
          <GameList games={swap.proposerGames} />
        </div>
        <div>
          <h4>{iProposed ? `${swap.receiver.name} gives` : 'You give'}</h4>
          <GameList games={swap.receiverGames} />
        </div>
      </div>
      {money ? <p className="tm-swap-card__money">{money}</p> : null}
      {swap.message ? (
        <blockquote className="tm-swap-card__message">{swap.message}</blockquote>
      ) : null}
      {swap.status === 'void' && swap.voidReason ? (
        <p className="tm-swap-card__reason">{swap.voidReason}</p>
      ) : null}
      <p className="tm-swap-card__meta">
        {swap.status === 'proposed'
          ? `Expires ${dateTime(swap.expiresAt)} (first kickoff)`
          : swap.decidedAt
            ? `${STATUS_LABEL[swap.status]} ${dateTime(swap.decidedAt)}`
            : null}
      </p>
      {swap.canAccept || swap.canCancel ? (
        <div className="tm-swap-card__actions">
          {answers
            .filter(({ allowed }) => allowed)
            .map(({ label, variant, onClick }) => (
              <Button key={label} variant={variant} disabled={busy} onClick={onClick}>
                {label}
              </Button>
            ))}
        </div>
      ) : null}
    </Card>
  );
}

function Section({
  id,
  title,
  swaps,
  empty,
  ...card
}: {
  id: string;
  title: string;
  swaps: GameSwapFieldsFragment[];
  empty: string;
  viewerId: string;
  onChanged: () => void;
  onCounter: (swap: GameSwapFieldsFragment) => void;
}) {
  return (
    <section className="tm-swaps__section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="tm-swaps__count">({swaps.length})</span>
      </h2>
      {swaps.length === 0 ? (
        <EmptyState compact title={empty} titleAs="p" />
      ) : (
        <div className="tm-swaps__list">
          {swaps.map((s) => (
            <SwapCard key={s.id} swap={s} {...card} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /app/teams/:teamId/swaps: offers to the viewer, their own open offers, and past swaps. */
export default function SwapsPage() {
  const { teamId = '' } = useParams();
  const viewerId = useAppSelector(selectUserId) ?? '';
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SwapInboxDocument,
    variables: { teamId },
    pause: !teamId,
    context: SCREEN_HANDLES_ERRORS,
  });
  const [counterOf, setCounterOf] = useState<GameSwapFieldsFragment | null>(null);
  const [board, refetchBoard] = useQuery({
    query: SeasonBoardDocument,
    variables: { teamId },
    pause: !counterOf,
  });

  useEffect(() => {
    document.title = 'Swaps · Tiix';
  }, []);

  const refresh = () => {
    reexecute({ requestPolicy: 'network-only' });
    if (counterOf) refetchBoard({ requestPolicy: 'network-only' });
  };

  if (!data) return <SwapsFrame page="swaps" teamId={teamId} read={{ fetching, error }} />;
  const common = { viewerId, onChanged: refresh, onCounter: setCounterOf };
  return (
    <SwapsFrame page="swaps" teamId={teamId}>
      {SECTIONS.map(({ list, title, empty }) => (
        <Section
          key={list}
          id={`swaps-${list}`}
          title={title}
          swaps={data.swaps[list]}
          empty={empty}
          {...common}
        />
      ))}
      {counterOf && board.data ? (
        <ProposeSwapDialog
          open
          onOpenChange={(open) => {
            if (!open) setCounterOf(null);
          }}
          board={board.data.seasonBoard}
          counterOf={counterOf}
          onDone={refresh}
        />
      ) : null}
    </SwapsFrame>
  );
}
