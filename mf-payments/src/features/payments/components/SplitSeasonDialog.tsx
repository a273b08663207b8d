import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Dialog, Input, notify } from '@tiix/shared-ui';
import { SplitPreviewDocument, SplitSeasonDocument, type PaymentSplitMode } from '../api';
import { errorMessage } from '../utils/errors';
import { formatDollars, formatShare, parseDollarsToCents } from '@tiix/domain';
import { AMOUNT_INVALID } from './NewRequestForm';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FormError, DialogFormActions } from './FormParts';

export const SPLIT_BY_VALUE_NEEDS_DRAFT = 'Splitting by value needs a finished draft.';

/** How long typing pauses before the preview asks the server again. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * 'Split the season': the team's total cost shared out into one request per member, evenly or by
 * the value of the games each member got in the draft. The server computes the lines (cents add up
 * exactly to the total); the dialog previews them before anything is created.
 */
export function SplitSeasonDialog({
  teamId,
  totalCostCents,
  onCreated,
}: {
  teamId: string;
  totalCostCents: number;
  onCreated: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [total, setTotal] = useState('');
  const [mode, setMode] = useState<PaymentSplitMode>('even');
  const [note, setNote] = useState('Season tickets');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: creating }, split] = useMutation(SplitSeasonDocument);

  const cents = parseDollarsToCents(total);
  const [previewCents, setPreviewCents] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewCents(cents), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [cents]);

  const [preview] = useQuery({
    query: SplitPreviewDocument,
    variables: { teamId, mode, totalCents: previewCents ?? 0 },
    pause: !open || !previewCents,
    requestPolicy: 'network-only',
    context: SCREEN_HANDLES_ERRORS,
  });
  const lines = previewCents && previewCents === cents ? (preview.data?.splitPreview ?? []) : [];
  const sum = lines.reduce((n, line) => n + line.amountCents, 0);
  const noDraft =
    mode === 'by_value' && lines.length > 0 && lines.every((l) => l.valueShare === null);
  const amountError = total.trim() && (cents === null || cents === 0) ? AMOUNT_INVALID : undefined;
  const ready = !!cents && lines.length > 0 && !noDraft && !preview.fetching;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setError(null);
    if (next) setTotal(totalCostCents > 0 ? (totalCostCents / 100).toFixed(2) : '');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || creating || !cents) return;
    setError(null);
    const result = await split(
      { teamId, mode, totalCents: cents, note: note.trim() || null },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error || !result.data) {
      setError(errorMessage(result.error));
      return;
    }
    const count = result.data.splitSeason.length;
    notify.success(`Created ${count} payment ${count === 1 ? 'request' : 'requests'}`);
    setOpen(false);
    onCreated();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="secondary">Split the season</Button>}
      title="Split the season"
      description="One payment request per member, from the season's total cost."
      size="md"
    >
      <form className="pay-form" onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label="Season total (USD)"
          inputMode="decimal"
          autoComplete="off"
          value={total}
          error={amountError}
          onChange={(e) => setTotal(e.target.value)}
        />
        <fieldset className="pay-split__modes">
          <legend>Split</legend>
          <label>
            <input
              type="radio"
              name="split-mode"
              value="even"
              checked={mode === 'even'}
              onChange={() => setMode('even')}
            />{' '}
            Evenly
          </label>
          <label>
            <input
              type="radio"
              name="split-mode"
              value="by_value"
              checked={mode === 'by_value'}
              onChange={() => setMode('by_value')}
            />{' '}
            By value of the games each member got in the draft
          </label>
        </fieldset>
        <Input
          label="Note"
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.target.value)}
        />
        <FormError>{noDraft ? SPLIT_BY_VALUE_NEEDS_DRAFT : null}</FormError>
        {lines.length > 0 ? (
          <div className="pay-table-wrap">
            <table className="pay-table">
              <caption>Preview</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  {mode === 'by_value' ? <th scope="col">Value share</th> : null}
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.userId}>
                    <th scope="row">
                      {line.displayName}
                      {line.createsRequest ? null : (
                        <span className="pay-muted"> (your share, not requested)</span>
                      )}
                    </th>
                    {mode === 'by_value' ? <td>{formatShare(line.valueShare)}</td> : null}
                    <td>{formatDollars(line.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {mode === 'by_value' ? <td /> : null}
                  <td>{formatDollars(sum)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : preview.fetching ? (
          <p className="pay-muted">Loading…</p>
        ) : null}
        <FormError>{preview.error ? errorMessage(preview.error) : null}</FormError>
        <FormError>{error}</FormError>
        <DialogFormActions>
          <Button type="submit" disabled={!ready} loading={creating}>
            Create requests
          </Button>
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
