import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Input, notify } from '@tiix/shared-ui';
import { OfferUpForGrabsDocument, type SeasonGameFieldsFragment } from './operations';
import { MESSAGE_MAX, dollarsToCents, errorMessage, gameLabel } from './swapModel';
import './swaps.css';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FormDialog, useFormDialogError } from '../../shared/FormDialog';

/**
 * The holder offers a game to the whole team, optionally for a price (the taker gets a payment
 * request). The first teammate to take it gets it.
 */
export function UpForGrabsDialog({
  game,
  open,
  onOpenChange,
  onDone,
}: {
  game: Pick<
    SeasonGameFieldsFragment,
    'id' | 'opponent' | 'isHome' | 'gameDate' | 'kickoffTz' | 'tzAbbr'
  >;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const error = useFormDialogError();
  const [{ fetching }, offer] = useMutation(OfferUpForGrabsDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(price);
    if (cents === 'invalid') return error.fail('Enter the price as dollars, e.g. 40 or 39.50.');
    const result = await offer(
      { gameId: game.id, priceCents: cents, note: note.trim() || null },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error)
      return error.fail(errorMessage(result.error, 'Could not offer the game. Try again.'));
    notify.success('Your game is up for grabs');
    onOpenChange(false);
    onDone?.();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Put your game up for grabs"
      description={`${gameLabel(game)}. The first teammate to take it gets it.`}
      size="sm"
      onSubmit={submit}
      error={error}
      busy={fetching}
      submit="Offer to the team"
    >
      <Input
        label="Price (optional, USD)"
        hint="The taker gets a payment request for it."
        inputMode="decimal"
        placeholder="0.00"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Input
        label="Note (optional)"
        maxLength={MESSAGE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
}
