import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Input, Select, notify } from '@tiix/shared-ui';
import { CreatePaymentRequestDocument, PaymentTeamDocument } from '../api';
import { errorMessage } from '../utils/errors';
import { formatCents, parseDollarsToCents } from '@tiix/domain';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FormError } from './FormParts';

export const AMOUNT_INVALID = 'Enter an amount in dollars, like 25 or 25.50.';

/**
 * New Payment Request: a team (one the caller owns), a payer from its members and an amount in
 * dollars. Create stays disabled until all three are chosen and the amount is more than zero.
 */
export function NewRequestForm({
  teams,
  onCreated,
}: {
  teams: { id: string; name: string }[];
  onCreated: (teamId: string) => void;
}) {
  const [teamId, setTeamId] = useState('');
  const [payerUserId, setPayerUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreatePaymentRequestDocument);
  const [team] = useQuery({
    query: PaymentTeamDocument,
    variables: { id: teamId },
    pause: !teamId,
  });

  const cents = parseDollarsToCents(amount);
  const amountError = amount.trim() && cents === null ? AMOUNT_INVALID : undefined;
  const payers = (team.data?.team?.members ?? []).filter(
    (m) => m.userId && m.userId !== team.data?.team?.ownerId,
  );
  const ready = !!teamId && !!payerUserId && cents !== null && cents > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || fetching) return;
    setServerError(null);
    const result = await create(
      {
        teamId,
        payerUserId,
        amountCents: cents,
        note: note.trim() || null,
      },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error || !result.data) {
      setServerError(errorMessage(result.error));
      return;
    }
    const created = result.data.createPaymentRequest;
    notify.success(
      `Requested ${formatCents(created.amountCents, created.currency)} from ${created.payerName}`,
    );
    setAmount('');
    setNote('');
    onCreated(teamId);
  };

  return (
    <Card as="section" title="New Payment Request" titleAs="h2" aria-label="New Payment Request">
      <form className="pay-form" onSubmit={submit} noValidate>
        <div className="pay-form__grid">
          <Select
            label="Team"
            placeholder="Choose a team"
            value={teamId}
            onChange={(e) => {
              setTeamId(e.target.value);
              setPayerUserId('');
            }}
            options={teams.map((t) => ({ value: t.id, label: t.name }))}
          />
          <Select
            label="Payer"
            placeholder={
              teamId && !team.fetching && payers.length === 0 ? 'No members yet' : 'Choose a payer'
            }
            value={payerUserId}
            disabled={!teamId || payers.length === 0}
            onChange={(e) => setPayerUserId(e.target.value)}
            options={payers.map((m) => ({
              value: m.userId!,
              label: m.displayName || m.email || 'Member',
            }))}
          />
          <Input
            label="Amount (USD)"
            inputMode="decimal"
            placeholder="25.00"
            autoComplete="off"
            value={amount}
            error={amountError}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Input
            label="Note"
            placeholder="Season tickets"
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <FormError>{serverError}</FormError>
        <div className="pay-form__actions">
          <Button type="submit" disabled={!ready} loading={fetching}>
            Create
          </Button>
        </div>
      </form>
    </Card>
  );
}
