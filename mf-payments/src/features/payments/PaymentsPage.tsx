import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { Card, Select } from '@tiix/shared-ui';
import { selectCurrentTeamId, useAppSelector, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import {
  PaymentRequestsDocument,
  PaymentTeamDocument,
  PaymentTeamsDocument,
  TeamBalancesDocument,
  TeamPaymentSettingsDocument,
} from './api';
import { BalancesTable } from './components/BalancesTable';
import { HandlesForm } from './components/HandlesForm';
import { NewRequestForm } from './components/NewRequestForm';
import { PayoutsCard } from './components/PayoutsCard';
import { RequestRow } from './components/RequestRow';
import { SplitSeasonDialog } from './components/SplitSeasonDialog';
import { errorMessage } from './utils/errors';
import './payments.css';
import { FormError } from './components/FormParts';

export const EMPTY_LIST = 'No payment requests yet.';
export const CHECKOUT_RETURN =
  'Thanks! Your card payment shows as paid as soon as the card processor confirms it.';
export const CHECKOUT_CANCELLED = 'Card payment cancelled. Nothing was charged.';

/** After a card checkout the list is read again this often until the webhook has landed. */
const CHECKOUT_POLL_MS = 2000;
const CHECKOUT_POLL_FOR_MS = 30_000;

/**
 * `/app/payments`: the owner's payment settings and payouts, New Payment Request, Split the season,
 * the requests of the chosen team with their actions and history, and the team's balances.
 */
export default function PaymentsPage() {
  useEffect(() => {
    document.title = 'Payments · Tiix';
  }, []);
  const [params] = useSearchParams();
  const currentTeamId = useAppSelector(selectCurrentTeamId);
  const [teamsResult] = useQuery({ query: PaymentTeamsDocument, context: SCREEN_HANDLES_ERRORS });
  const teams = useMemo(() => teamsResult.data?.myTeams ?? [], [teamsResult.data]);
  const [chosenTeamId, setChosenTeamId] = useState<string | null>(params.get('team'));
  const teamId =
    teams.find((t) => t.id === chosenTeamId)?.id ??
    teams.find((t) => t.id === currentTeamId)?.id ??
    teams[0]?.id ??
    null;
  const team = teams.find((t) => t.id === teamId) ?? null;
  const isOwner = team?.myRole === 'owner';

  const [teamResult] = useQuery({
    query: PaymentTeamDocument,
    variables: { id: teamId ?? '' },
    pause: !teamId,
  });
  const [requests, reloadRequests] = useQuery({
    query: PaymentRequestsDocument,
    variables: { teamId },
    pause: !teamId,
    context: SCREEN_HANDLES_ERRORS,
  });
  const [settings] = useQuery({
    query: TeamPaymentSettingsDocument,
    variables: { teamId: teamId ?? '' },
    pause: !teamId || !isOwner,
  });
  const [balances, reloadBalances] = useQuery({
    query: TeamBalancesDocument,
    variables: { teamId: teamId ?? '' },
    pause: !teamId || !isOwner,
  });

  const refresh = useCallback(() => {
    reloadRequests({ requestPolicy: 'network-only' });
    if (isOwner) reloadBalances({ requestPolicy: 'network-only' });
  }, [reloadRequests, reloadBalances, isOwner]);

  // Back from the hosted checkout: the webhook marks the request paid, usually within seconds.
  const checkout = params.get('checkout');
  useEffect(() => {
    if (checkout !== 'success' || !teamId) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > CHECKOUT_POLL_FOR_MS) clearInterval(timer);
      else refresh();
    }, CHECKOUT_POLL_MS);
    return () => clearInterval(timer);
  }, [checkout, teamId, refresh]);

  const ownedTeams = teams.filter((t) => t.myRole === 'owner');
  const plan = teamResult.data?.team?.plan ?? team?.plan ?? 'free';
  const rows = requests.data?.paymentRequests ?? [];

  return (
    <section className="tx-page pay-page" aria-labelledby="page-title">
      <header className="pay-page__header">
        <div>
          <h1 id="page-title">Payments</h1>
          <p className="tx-page__lead">Settle up, minus the awkward.</p>
        </div>
        {teams.length > 1 ? (
          <Select
            label="Team"
            containerClassName="pay-page__team"
            value={teamId ?? ''}
            onChange={(e) => setChosenTeamId(e.target.value)}
            options={teams.map((t) => ({ value: t.id, label: t.name }))}
          />
        ) : null}
      </header>

      {checkout === 'success' || checkout === 'cancelled' ? (
        <p role="status" className="pay-notice">
          {checkout === 'success' ? CHECKOUT_RETURN : CHECKOUT_CANCELLED}
        </p>
      ) : null}
      <FormError>{teamsResult.error ? errorMessage(teamsResult.error) : null}</FormError>

      {isOwner && teamId ? (
        <div className="pay-page__owner">
          <PayoutsCard teamId={teamId} plan={plan} settings={settings.data?.teamPaymentSettings} />
          <HandlesForm teamId={teamId} settings={settings.data?.teamPaymentSettings} />
        </div>
      ) : null}

      {ownedTeams.length > 0 ? (
        <NewRequestForm
          teams={ownedTeams}
          onCreated={(createdFor) => {
            if (createdFor === teamId) refresh();
            else setChosenTeamId(createdFor);
          }}
        />
      ) : null}

      <Card
        as="section"
        title="Payment requests"
        titleAs="h2"
        aria-label="Payment requests"
        padding="sm"
        headerAction={
          isOwner && teamId ? (
            <SplitSeasonDialog
              teamId={teamId}
              totalCostCents={settings.data?.teamPaymentSettings.totalCost ?? 0}
              onCreated={refresh}
            />
          ) : undefined
        }
      >
        {(teamsResult.fetching && !teamsResult.data) || (requests.fetching && !requests.data) ? (
          <p role="status">Loading…</p>
        ) : requests.error && !requests.data ? (
          <p role="alert" className="pay-form__error">
            {errorMessage(requests.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="pay-muted">{EMPTY_LIST}</p>
        ) : (
          <ul className="pay-list" aria-label="Payment requests">
            {rows.map((request) => (
              <RequestRow key={request.id} request={request} onChanged={refresh} />
            ))}
          </ul>
        )}
      </Card>

      {isOwner && balances.data ? <BalancesTable balances={balances.data.teamBalances} /> : null}
    </section>
  );
}
