import { z } from 'zod';
import type { PaymentHandlesInput, TeamPaymentSettingsFieldsFragment } from '../api';

// The same formats and words as the server's check, so the form and the server never disagree.
export const HANDLE_MESSAGES = {
  venmo: 'Venmo usernames are 5-30 letters, numbers, hyphens or underscores (e.g. @Alex-Smith).',
  cashapp: 'Cash App $Cashtags are 1-20 letters, numbers or underscores with at least one letter.',
  paypal: 'PayPal.me names are 1-20 letters or numbers (e.g. paypal.me/alexsmith).',
  zelle: 'The Zelle note can be at most 200 characters.',
} as const;

export const ZELLE_NOTE_MAX = 200;

/** People paste handles the way the apps show them: `@name`, `$tag`, `paypal.me/name`. */
const stripVenmo = (value: string) => value.trim().replace(/^@/, '');
const stripCashtag = (value: string) => value.trim().replace(/^\$/, '');
const stripPaypal = (value: string) =>
  value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?paypal\.me\//i, '')
    .replace(/\/+$/, '');

/** Form values as typed; every field optional (empty removes the handle). */
export const handlesSchema = z.object({
  venmoUsername: z
    .string()
    .transform(stripVenmo)
    .refine((v) => v === '' || /^[A-Za-z0-9_-]{5,30}$/.test(v), HANDLE_MESSAGES.venmo),
  cashappCashtag: z
    .string()
    .transform(stripCashtag)
    .refine(
      (v) => v === '' || /^(?=.*[A-Za-z])[A-Za-z0-9_]{1,20}$/.test(v),
      HANDLE_MESSAGES.cashapp,
    ),
  paypalMe: z
    .string()
    .transform(stripPaypal)
    .refine((v) => v === '' || /^[A-Za-z0-9]{1,20}$/.test(v), HANDLE_MESSAGES.paypal),
  zelleNote: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v.length <= ZELLE_NOTE_MAX, HANDLE_MESSAGES.zelle),
});

export type HandlesFormValues = z.input<typeof handlesSchema>;
export type HandlesParsed = z.output<typeof handlesSchema>;

/** The mutation's input: empty fields become null (the handle is removed). */
export function toHandlesInput(values: HandlesParsed): PaymentHandlesInput {
  return {
    venmoUsername: values.venmoUsername || null,
    cashappCashtag: values.cashappCashtag || null,
    paypalMe: values.paypalMe || null,
    zelleNote: values.zelleNote || null,
  };
}

export function toHandlesForm(
  settings: TeamPaymentSettingsFieldsFragment | undefined,
): HandlesFormValues {
  return {
    venmoUsername: settings?.venmoUsername ?? '',
    cashappCashtag: settings?.cashappCashtag ?? '',
    paypalMe: settings?.paypalMe ?? '',
    zelleNote: settings?.zelleNote ?? '',
  };
}
