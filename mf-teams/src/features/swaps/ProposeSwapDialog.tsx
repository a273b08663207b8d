import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Checkbox, Input, Select, notify } from '@tiix/shared-ui';
import {
  CounterSwapDocument,
  ProposeSwapDocument,
  type GameSwapFieldsFragment,
  type SeasonBoardFields,
  type SeasonGameFieldsFragment,
  type SwapMoneyFrom,
} from './operations';
import { MESSAGE_MAX, dollarsToCents, errorMessage, gameLabel } from './swapModel';
import './swaps.css';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FormDialog, useFormDialogError } from '../../shared/FormDialog';

export interface ProposeSwapDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  board: SeasonBoardFields;
  /** Answering this offer with other terms instead of making a new one. */
  counterOf?: GameSwapFieldsFragment | null;
  /** Preselected: one of the viewer's games, or a teammate's game (its holder is preselected). */
  initialGameId?: string | null;
  onDone?: () => void;
}

/** Who pays the money that balances the swap, in the order of the radio buttons. */
const PAYERS: { value: SwapMoneyFrom; label: string }[] = [
  { value: 'me', label: 'I pay' },
  { value: 'them', label: 'They pay' },
];

/** One side of the swap: the games that side holds, each ticked to change hands or not. */
function GameSide({
  legend,
  games,
  empty,
  picked,
  onPickedChange,
}: {
  legend: string;
  games: SeasonGameFieldsFragment[];
  /** Said when the side holds no games; null says nothing (no teammate chosen yet). */
  empty: string | null;
  picked: ReadonlySet<string>;
  onPickedChange: (picked: Set<string>) => void;
}) {
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onPickedChange(next);
  };
  return (
    <fieldset className="tm-swap-form__side">
      <legend>{legend}</legend>
      {empty && games.length === 0 ? <p className="tm-swap-form__empty">{empty}</p> : null}
      {games.map((g) => (
        <Checkbox
          key={g.id}
          label={gameLabel(g)}
          checked={picked.has(g.id)}
          onChange={() => toggle(g.id)}
        />
      ))}
    </fieldset>
  );
}

/**
 * Proposes a swap (or a counter-offer): a teammate, their games, the viewer's games, optional
 * money to balance and a message. The dialog traps focus and gives it back to its opener; a
 * refusal is announced and focused so a keyboard user hears it.
 */
export function ProposeSwapDialog({
  open,
  onOpenChange,
  board,
  counterOf = null,
  initialGameId = null,
  onDone,
}: ProposeSwapDialogProps) {
  const me = board.viewerId;
  const swappable = board.entries.filter((e) => e.swappable).map((e) => e.game);
  const initial = swappable.find((g) => g.id === initialGameId);
  const initialReceiver = counterOf
    ? counterOf.proposer.userId
    : initial && initial.holderId !== me
      ? initial.holderId
      : '';

  const [receiverId, setReceiverId] = useState(initialReceiver ?? '');
  const [give, setGive] = useState<Set<string>>(() => {
    if (counterOf) return new Set(counterOf.receiverGames.map((g) => g.id));
    return new Set(initial && initial.holderId === me ? [initial.id] : []);
  });
  const [take, setTake] = useState<Set<string>>(() => {
    if (counterOf) return new Set(counterOf.proposerGames.map((g) => g.id));
    return new Set(initial && initial.holderId !== me ? [initial.id] : []);
  });
  const [money, setMoney] = useState('');
  const [moneyFrom, setMoneyFrom] = useState<SwapMoneyFrom>('me');
  const [message, setMessage] = useState('');
  const error = useFormDialogError();
  const messageId = useId();
  const [{ fetching: proposing }, propose] = useMutation(ProposeSwapDocument);
  const [{ fetching: countering }, counter] = useMutation(CounterSwapDocument);

  const mine = swappable.filter((g) => g.holderId === me);
  const theirs = swappable.filter((g) => receiverId && g.holderId === receiverId);
  const others = board.members.filter((m) => m.userId !== me);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!receiverId) return error.fail('Choose the teammate to swap with.');
    const takeIds = [...take].filter((id) => theirs.some((g) => g.id === id));
    if (give.size === 0 || takeIds.length === 0) {
      return error.fail('Pick at least one of your games and one of theirs.');
    }
    const cents = dollarsToCents(money);
    if (cents === 'invalid') return error.fail('Enter the money as dollars, e.g. 25 or 12.50.');
    if (message.length > MESSAGE_MAX) {
      return error.fail(`The message can be at most ${MESSAGE_MAX} characters.`);
    }
    const terms = {
      giveGameIds: [...give],
      takeGameIds: takeIds,
      moneyCents: cents,
      moneyFrom: cents ? moneyFrom : null,
      message: message.trim() || null,
    };
    const result = counterOf
      ? await counter({ swapId: counterOf.id, terms }, SCREEN_HANDLES_ERRORS)
      : await propose({ teamId: board.teamId, receiverId, terms }, SCREEN_HANDLES_ERRORS);
    if (result.error)
      return error.fail(errorMessage(result.error, 'Could not send the offer. Try again.'));
    notify.success(counterOf ? 'Counter-offer sent' : 'Swap offer sent');
    onOpenChange(false);
    onDone?.();
  };

  const receiverName = others.find((m) => m.userId === receiverId)?.name ?? 'them';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={counterOf ? `Counter ${counterOf.proposer.name}'s offer` : 'Propose a swap'}
      description="Both of you must agree; the games change hands when the offer is accepted."
      size="lg"
      onSubmit={submit}
      error={error}
      busy={proposing || countering}
      submit={counterOf ? 'Send counter-offer' : 'Send offer'}
    >
      {counterOf ? (
        <p className="tm-swap-form__with">
          Counter-offer to <strong>{counterOf.proposer.name}</strong>
        </p>
      ) : (
        <Select
          label="Swap with"
          placeholder="Choose a teammate"
          value={receiverId}
          onChange={(e) => {
            setReceiverId(e.target.value);
            setTake(new Set());
          }}
          options={others.map((m) => ({ value: m.userId, label: m.name }))}
        />
      )}
      <div className="tm-swap-form__sides">
        <GameSide
          legend={`You get (${receiverId ? `${receiverName}'s games` : 'choose a teammate'})`}
          games={theirs}
          empty={receiverId ? 'They hold no games that can still change hands.' : null}
          picked={take}
          onPickedChange={setTake}
        />
        <GameSide
          legend="You give (your games)"
          games={mine}
          empty="You hold no games that can still change hands."
          picked={give}
          onPickedChange={setGive}
        />
      </div>
      <div className="tm-swap-form__money">
        <Input
          label="Money to balance (optional, USD)"
          inputMode="decimal"
          placeholder="0.00"
          value={money}
          onChange={(e) => setMoney(e.target.value)}
        />
        <fieldset className="tm-swap-form__payer" disabled={!money.trim()}>
          <legend>Who pays it</legend>
          {PAYERS.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="moneyFrom"
                checked={moneyFrom === value}
                onChange={() => setMoneyFrom(value)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="tx-field">
        <label className="tx-field__label" htmlFor={messageId}>
          Message (optional)
        </label>
        <textarea
          id={messageId}
          className="tm-swap-form__message"
          maxLength={MESSAGE_MAX}
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}
