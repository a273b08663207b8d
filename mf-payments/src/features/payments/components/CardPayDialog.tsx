import { useState } from 'react';
import { useMutation } from 'urql';
import { Button, Dialog, DialogClose } from '@tiix/shared-ui';
import { StartCardCheckoutDocument, type PaymentRequestFieldsFragment } from '../api';
import { errorMessage } from '../utils/errors';
import { formatCents } from '@tiix/domain';
import { requestTitle } from '../utils/status';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FormError } from './FormParts';

/** Sends the browser to the provider's hosted checkout; replaced in tests. */
export const checkoutNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};

/**
 * 'Pay by card': the amount, the card processor's fee and the total, shown before paying (we
 * take no cut), then the hosted checkout. The request turns paid only when the processor confirms.
 */
export function CardPayDialog({ request }: { request: PaymentRequestFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, start] = useMutation(StartCardCheckoutDocument);
  const fee = request.cardFeeCents ?? 0;

  const pay = async () => {
    setError(null);
    const result = await start({ id: request.id }, SCREEN_HANDLES_ERRORS);
    if (result.error || !result.data) {
      setError(errorMessage(result.error));
      return;
    }
    checkoutNavigation.go(result.data.startCardCheckout);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={<Button size="sm">Pay by card</Button>}
      title="Pay by card"
      description={`${requestTitle(request)} for ${request.ownerName}`}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button loading={fetching} onClick={() => void pay()}>
            Continue to checkout
          </Button>
        </>
      }
    >
      <dl className="pay-fee">
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(request.amountCents, request.currency)}</dd>
        </div>
        <div>
          <dt>Card fee</dt>
          <dd>{formatCents(fee, request.currency)}</dd>
        </div>
        <div className="pay-fee__total">
          <dt>Total</dt>
          <dd>{formatCents(request.amountCents + fee, request.currency)}</dd>
        </div>
      </dl>
      <p className="pay-muted">
        The card fee goes to the card processor. Tiix takes no cut of your payment.
      </p>
      <FormError>{error}</FormError>
    </Dialog>
  );
}
