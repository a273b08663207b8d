/**
 * Money: amounts are whole cents everywhere and only divided by 100 for display. Splitting a
 * total between members, the card fee a payer adds, and how amounts are written.
 */

/** Currency of a request that names none. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Splitting a total in cents between people by weights with the largest remainder method: each
 * gets the floor of their exact share, and the cents left over go one each to the largest
 * fractional remainders (ties: earlier in the list, i.e. join order). The parts always add up
 * exactly to the total and no part differs from its exact share by a cent or more.
 */
export function splitByWeights(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError('totalCents must be a non-negative safe integer');
  }
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('weights must be non-negative safe integers');
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError('weights must not all be zero');
  // BigInt keeps total * weight exact for any sizes.
  const T = BigInt(totalCents);
  const W = BigInt(sum);
  const parts = weights.map((w) => {
    const exact = T * BigInt(w);
    return { floor: exact / W, remainder: exact % W };
  });
  let left = T - parts.reduce((a, p) => a + p.floor, 0n);
  const order = parts
    .map((p, i) => ({ i, remainder: p.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const result = parts.map((p) => p.floor);
  for (const { i } of order) {
    if (left === 0n) break;
    result[i] = result[i]! + 1n;
    left -= 1n;
  }
  return result.map(Number);
}

/** US card pricing of the provider: 2.9% + 30 cents per successful charge. */
export const CARD_FEE_PERCENT_TENTHS = 29; // 2.9% in tenths of a percent
export const CARD_FEE_FIXED_CENTS = 30;

/**
 * The fee a payer adds so that the owner receives the full amount: the charge C satisfies
 * C - (2.9% of C + 30) >= amount, the smallest such whole number of cents. We take no cut.
 */
export function cardFeeCents(amountCents: number): number {
  const total = Math.ceil(
    ((amountCents + CARD_FEE_FIXED_CENTS) * 1000) / (1000 - CARD_FEE_PERCENT_TENTHS),
  );
  return total - amountCents;
}

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Integer cents as dollars with two decimals and the currency code: `$25.00 USD`, `1,234.50 EUR`.
 */
export function formatCents(
  cents: number,
  currency: string | null | undefined = DEFAULT_CURRENCY,
): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const amount = twoDecimals.format(cents / 100);
  return code === 'USD' ? `$${amount} ${code}` : `${amount} ${code}`;
}

/** `$25.00`: dollars with two decimals and no code, for tables and previews of one currency. */
export function formatDollars(cents: number): string {
  return `$${twoDecimals.format(cents / 100)}`;
}

/** `$49`: whole dollars, as prices are quoted. */
export function formatPrice(cents: number): string {
  return Number.isInteger(cents / 100) ? `$${cents / 100}` : formatDollars(cents);
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
