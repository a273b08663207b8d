import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Badge, Button, Card, Dialog, DialogClose, notify } from '@tiix/shared-ui';
import { FormMessage } from '../components/FormMessage';
import { formatShortDate } from '../utils/format';
import { MSG } from '../utils/messages';
import {
  BillingDocument,
  BillingTeamsDocument,
  CancelPlanDocument,
  ResumePlanDocument,
  StartPlanCheckoutDocument,
  type BillingFieldsFragment,
} from './billingOperations';
import './billing.css';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FREE_PLAN_INVITED, FREE_PLAN_TEAMS, PLAN_PRICE } from '@tiix/domain';

/** The Unlimited plan's price, as the pricing copy states it. */
export const UNLIMITED_PRICE = `${PLAN_PRICE}/year`;
export const CHECKOUT_THANKS =
  'Thanks! Your team turns Unlimited as soon as the payment is confirmed.';
export const CHECKOUT_CANCELLED = 'Checkout cancelled. Nothing was charged.';
/** After the hosted checkout the plan is read again this often until the webhook has landed. */
const CHECKOUT_POLL_MS = 2000;
const CHECKOUT_POLL_FOR_MS = 30_000;

/** Sends the browser to the provider's hosted checkout; replaced in tests. */
export const planCheckoutNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};

const errorText = (error: CombinedError | undefined) =>
  error?.graphQLErrors[0]?.message || MSG.unexpected;

const money = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)}${currency.toUpperCase() === 'USD' ? '' : ` ${currency.toUpperCase()}`}`;

/** The plan in words: what it is now and what happens next. */
export function planSummary(billing: BillingFieldsFragment): string {
  const renews = formatShortDate(billing.renewsAt);
  const expires = formatShortDate(billing.expiresAt);
  if (billing.plan === 'unlimited' && billing.cancelAtPeriodEnd)
    return expires
      ? `Unlimited until ${expires}. It will not renew.`
      : 'Unlimited. It will not renew.';
  if (billing.plan === 'unlimited')
    return renews ? `Unlimited. Renews on ${renews}.` : 'Unlimited.';
  if (billing.status === 'expired' && expires) return `Free. Unlimited expired on ${expires}.`;
  return `Free: ${FREE_PLAN_TEAMS} team, up to ${FREE_PLAN_INVITED} invited members, manual ranking and basic messaging.`;
}

/**
 * Billing in `/app/settings`: per team the user owns, the plan, its renewal or expiry date, the
 * receipts, and Go Unlimited ($49 a year through the hosted checkout) or Cancel / Resume.
 */
export function BillingSection() {
  const location = useLocation();
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [teams] = useQuery({ query: BillingTeamsDocument, context: SCREEN_HANDLES_ERRORS });
  const owned = (teams.data?.myTeams ?? []).filter((t) => t.myRole === 'owner');

  // 'Go Unlimited' elsewhere links to #billing, and the checkout comes back with ?billing=…:
  // bring the section into view once it is there.
  const wantsBilling = location.hash === '#billing' || params.has('billing');
  const ready = !!teams.data;
  useEffect(() => {
    if (!wantsBilling || !ready) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [wantsBilling, ready]);

  return (
    <Card
      as="section"
      id="billing"
      className="acct-card"
      aria-labelledby="acct-billing-title"
      header={
        <div className="tx-card__heading">
          <h2 id="acct-billing-title" ref={headingRef} tabIndex={-1} className="tx-card__title">
            Billing
          </h2>
          <p className="tx-card__description">
            Unlimited is {UNLIMITED_PRICE} per team: unlimited teams, members and drafts, the
            automatic score, automated drafts, card payments and game swaps. It renews every year;
            cancel any time and the team stays Unlimited until it expires.
          </p>
        </div>
      }
    >
      {teams.fetching && !teams.data ? (
        <p role="status">Loading billing...</p>
      ) : teams.error && !teams.data ? (
        <FormMessage tone="error">{errorText(teams.error)}</FormMessage>
      ) : owned.length === 0 ? (
        <p className="acct-muted">
          Billing is per team and the team owner pays.{' '}
          <Link to="/app/teams/create">Create a team</Link> to go Unlimited.
        </p>
      ) : (
        <ul className="acct-billing">
          {owned.map((team) => (
            <BillingTeam key={team.id} teamId={team.id} name={team.name} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BillingTeam({ teamId, name }: { teamId: string; name: string }) {
  const [params] = useSearchParams();
  const [billing, reload] = useQuery({
    query: BillingDocument,
    variables: { teamId },
    context: SCREEN_HANDLES_ERRORS,
  });
  const [{ fetching: starting }, startCheckout] = useMutation(StartPlanCheckoutDocument);
  const [{ fetching: cancelling }, cancel] = useMutation(CancelPlanDocument);
  const [{ fetching: resuming }, resume] = useMutation(ResumePlanDocument);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The checkout returns to ?billing=success|cancelled&team=<id>.
  const outcome = params.get('team') === teamId ? params.get('billing') : null;
  const backFromCheckout = outcome === 'success';
  const data = billing.data?.billing;
  const unlimited = data?.plan === 'unlimited';

  useEffect(() => {
    if (!backFromCheckout || unlimited) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > CHECKOUT_POLL_FOR_MS) clearInterval(timer);
      else reload({ requestPolicy: 'network-only' });
    }, CHECKOUT_POLL_MS);
    return () => clearInterval(timer);
  }, [backFromCheckout, unlimited, reload]);

  const goUnlimited = async () => {
    setError(null);
    const result = await startCheckout({ teamId }, SCREEN_HANDLES_ERRORS);
    if (result.error || !result.data) setError(errorText(result.error));
    else planCheckoutNavigation.go(result.data.startPlanCheckout);
  };

  const cancelPlan = async () => {
    setError(null);
    const result = await cancel({ teamId }, SCREEN_HANDLES_ERRORS);
    setConfirming(false);
    if (result.error) setError(errorText(result.error));
    else notify.success('Unlimited will not renew');
  };

  const resumePlan = async () => {
    setError(null);
    const result = await resume({ teamId }, SCREEN_HANDLES_ERRORS);
    if (result.error) setError(errorText(result.error));
    else notify.success('Unlimited will renew');
  };

  const titleId = `acct-billing-${teamId}`;
  return (
    <li className="acct-billing__team" aria-labelledby={titleId}>
      <div className="acct-billing__head">
        <h3 id={titleId}>{name}</h3>
        {data ? (
          <Badge tone={unlimited ? 'success' : 'neutral'}>{unlimited ? 'Unlimited' : 'Free'}</Badge>
        ) : null}
      </div>
      {!data ? (
        billing.error ? (
          <FormMessage tone="error">{errorText(billing.error)}</FormMessage>
        ) : (
          <p className="acct-muted">Loading plan...</p>
        )
      ) : (
        <>
          <p>{planSummary(data)}</p>
          {backFromCheckout && !unlimited ? (
            <FormMessage tone="info">{CHECKOUT_THANKS}</FormMessage>
          ) : null}
          {outcome === 'cancelled' && !unlimited ? (
            <FormMessage tone="info">{CHECKOUT_CANCELLED}</FormMessage>
          ) : null}
          <div className="acct-actions">
            {!unlimited ? (
              <Button loading={starting} onClick={() => void goUnlimited()}>
                Go Unlimited · {UNLIMITED_PRICE}
              </Button>
            ) : data.cancelAtPeriodEnd ? (
              <Button loading={resuming} onClick={() => void resumePlan()}>
                Resume
              </Button>
            ) : (
              <Dialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={<Button variant="secondary">Cancel plan</Button>}
                title="Cancel Unlimited?"
                description={`${name} stays Unlimited until ${formatShortDate(data.renewsAt ?? data.expiresAt) ?? 'the end of the paid year'}, then returns to the free plan.`}
                size="sm"
                footer={
                  <>
                    <DialogClose asChild>
                      <Button variant="ghost">Keep Unlimited</Button>
                    </DialogClose>
                    <Button variant="danger" loading={cancelling} onClick={() => void cancelPlan()}>
                      Cancel plan
                    </Button>
                  </>
                }
              />
            )}
          </div>
          <FormMessage tone="error">{error}</FormMessage>
          {data.receipts.length > 0 ? (
            <table className="acct-billing__receipts">
              <caption>Receipts</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {data.receipts.map((receipt) => (
                  <tr key={receipt.id}>
                    <td>{formatShortDate(receipt.at)}</td>
                    <td>
                      {receipt.url ? (
                        <a href={receipt.url} target="_blank" rel="noopener noreferrer">
                          {receipt.description}
                        </a>
                      ) : (
                        receipt.description
                      )}
                    </td>
                    <td>{money(receipt.amountCents, receipt.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="acct-muted">No receipts yet.</p>
          )}
        </>
      )}
    </li>
  );
}
