import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { Button, Card, UpgradeHint, notify } from '@tiix/shared-ui';
import { PLAN_FEATURE_MESSAGES } from '@tiix/domain';
import {
  createPayoutsAccountLink,
  useAccessToken,
  type TeamPlan,
  SCREEN_HANDLES_ERRORS,
} from '@tiix/shared-data';
import { SetPaymentsModeDocument, type TeamPaymentSettingsFieldsFragment } from '../api';
import { errorMessage } from '../utils/errors';
import { checkoutNavigation } from './CardPayDialog';

export const CARD_PAYMENTS_LOCKED = PLAN_FEATURE_MESSAGES.card_payments;

/**
 * The owner's payouts: card payments reach the owner through a payout account with the card
 * processor, set up here; once it is ready an Unlimited team can turn card payments on. Free
 * teams see that card payments need Unlimited.
 */
export function PayoutsCard({
  teamId,
  plan,
  settings,
}: {
  teamId: string;
  plan: TeamPlan;
  settings: TeamPaymentSettingsFieldsFragment | undefined;
}) {
  const token = useAccessToken();
  const [busy, setBusy] = useState(false);
  const [{ fetching: switching }, setMode] = useMutation(SetPaymentsModeDocument);
  const payoutsReady = settings?.payoutsReady ?? false;
  const cardOn = settings?.paymentsMode === 'integrated';
  const unlimited = plan === 'unlimited';

  const setUp = async () => {
    setBusy(true);
    const result = await createPayoutsAccountLink(teamId, token);
    if (result.ok) {
      checkoutNavigation.go(result.url);
      return;
    }
    setBusy(false);
    notify.error(result.message);
  };

  const switchCard = async () => {
    const result = await setMode(
      { teamId, mode: cardOn ? 'external' : 'integrated' },
      SCREEN_HANDLES_ERRORS,
    );
    if (result.error) notify.error(errorMessage(result.error));
    else notify.success(cardOn ? 'Card payments are off' : 'Card payments are on');
  };

  return (
    <Card as="section" title="Payouts" titleAs="h2" aria-label="Payouts" padding="sm">
      <div className="pay-payouts">
        {!settings ? (
          <p className="pay-muted">Loading…</p>
        ) : !payoutsReady ? (
          <>
            <p>Set up payouts to receive card payments from your team members.</p>
            <Button loading={busy} onClick={() => void setUp()}>
              Set up payouts
            </Button>
          </>
        ) : unlimited ? (
          <>
            <p>
              {cardOn
                ? 'Payouts are set up and card payments are on: members can pay by card.'
                : 'Payouts are set up. Turn card payments on to let members pay by card.'}
            </p>
            <Button
              variant={cardOn ? 'secondary' : 'primary'}
              loading={switching}
              onClick={() => void switchCard()}
            >
              {cardOn ? 'Turn off card payments' : 'Turn on card payments'}
            </Button>
          </>
        ) : (
          <p>Payouts are set up.</p>
        )}
      </div>
      {!unlimited ? (
        <UpgradeHint
          feature="Card payments"
          renderLink={({ href, className, children }) => (
            <Link to={href} className={className}>
              {children}
            </Link>
          )}
        >
          {CARD_PAYMENTS_LOCKED}
        </UpgradeHint>
      ) : null}
    </Card>
  );
}
