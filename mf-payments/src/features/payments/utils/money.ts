/** Currency of a request that names none. */
export const DEFAULT_CURRENCY = 'USD';

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Integer cents as dollars with two decimals and the currency code: `$25.00 USD`, `1,234.50 EUR`.
 * Amounts are stored in cents and only divided by 100 for display.
 */
export function formatCents(cents: number, currency: string | null | undefined = DEFAULT_CURRENCY) {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const amount = twoDecimals.format(cents / 100);
  return code === 'USD' ? `$${amount} ${code}` : `${amount} ${code}`;
}

/** `$25.00`: dollars with two decimals and no code, for tables and previews of one currency. */
export function formatDollars(cents: number): string {
  return `$${twoDecimals.format(cents / 100)}`;
}

const AMOUNT = /^\d{1,7}(?:\.\d*)?$|^\.\d+$/;

/**
 * A typed dollar amount as integer cents, rounded to the nearest cent (`12.345` is 1235); `$` and
 * thousands commas are allowed. Null for anything that is not a non-negative number.
 */
export function parseDollarsToCents(input: string): number | null {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!AMOUNT.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isFinite(cents) && cents >= 0 ? cents : null;
}

/** 0.25 as `25%`; null (no draft yet) as an em dash. */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined) return '—';
  return `${(share * 100).toFixed(1).replace(/\.0$/, '')}%`;
}
