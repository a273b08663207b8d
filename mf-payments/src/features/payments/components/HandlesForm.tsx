import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from 'urql';
import { Button, Card, Input, notify } from '@tiix/shared-ui';
import { UpdatePaymentHandlesDocument, type TeamPaymentSettingsFieldsFragment } from '../api';
import { errorMessage } from '../utils/errors';
import {
  handlesSchema,
  toHandlesForm,
  toHandlesInput,
  ZELLE_NOTE_MAX,
  type HandlesFormValues,
  type HandlesParsed,
} from '../utils/handles';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { FormError } from './FormParts';

export const HANDLES_SAVED = 'Payment settings saved';

/** The owner's peer-payment handles: where the Pay link of every request sends the payer. */
export function HandlesForm({
  teamId,
  settings,
}: {
  teamId: string;
  settings: TeamPaymentSettingsFieldsFragment | undefined;
}) {
  const [, update] = useMutation(UpdatePaymentHandlesDocument);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<HandlesFormValues, unknown, HandlesParsed>({
    resolver: zodResolver(handlesSchema),
    defaultValues: toHandlesForm(settings),
    // Check on Save, then as the owner fixes a field; never on blur, where a message vanishing
    // under the pointer moves the Save button away from a click already on its way.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Show the saved handles once they load (or after another save), unless the owner is typing.
  useEffect(() => {
    if (!isDirty) reset(toHandlesForm(settings));
  }, [settings, reset, isDirty]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await update({ teamId, input: toHandlesInput(values) }, SCREEN_HANDLES_ERRORS);
    if (result.error || !result.data) {
      // What was typed stays in the form; only the message is new.
      setError('root.server', { message: errorMessage(result.error) });
      return;
    }
    reset(toHandlesForm(result.data.updatePaymentHandles));
    notify.success(HANDLES_SAVED);
  });

  return (
    <Card
      as="section"
      title="Payment settings"
      titleAs="h2"
      description="Members see a Pay link to your first handle: Venmo, then Cash App, then PayPal.me."
      aria-label="Payment settings"
    >
      <form className="pay-form" onSubmit={onSubmit} noValidate>
        <div className="pay-form__grid">
          <Input
            label="Venmo username"
            placeholder="@sunday-crew"
            autoComplete="off"
            error={errors.venmoUsername?.message}
            {...register('venmoUsername')}
          />
          <Input
            label="Cash App $Cashtag"
            placeholder="$SundayCrew"
            autoComplete="off"
            error={errors.cashappCashtag?.message}
            {...register('cashappCashtag')}
          />
          <Input
            label="PayPal.me name"
            placeholder="paypal.me/SundayCrew"
            autoComplete="off"
            error={errors.paypalMe?.message}
            {...register('paypalMe')}
          />
          <Input
            label="Zelle note"
            placeholder="Zelle to owner@example.com"
            hint={`Shown to payers as is, up to ${ZELLE_NOTE_MAX} characters.`}
            error={errors.zelleNote?.message}
            {...register('zelleNote')}
          />
        </div>
        <FormError>{errors.root?.server ? errors.root.server.message : null}</FormError>
        <div className="pay-form__actions">
          <Button type="submit" loading={isSubmitting}>
            Save payment settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
