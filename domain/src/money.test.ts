import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardFeeCents,
  formatCents,
  formatDollars,
  formatPrice,
  formatShare,
  parseDollarsToCents,
  splitByWeights,
} from './money.js';

describe('splitByWeights (largest remainder)', () => {
  it('splits evenly with the leftover cents going to the earliest members', () => {
    expect(splitByWeights(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(splitByWeights(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('splits by value, the largest fractions getting the leftover cents', () => {
    // 100 cents over 50/30/20 is exact; 101 gives the extra cent to the largest remainder.
    expect(splitByWeights(100, [50, 30, 20])).toEqual([50, 30, 20]);
    expect(splitByWeights(101, [50, 30, 20])).toEqual([51, 30, 20]);
    expect(splitByWeights(1000, [0, 3, 0])).toEqual([0, 1000, 0]);
  });

  it('refuses weights that are all zero or negative', () => {
    expect(() => splitByWeights(100, [0, 0])).toThrow(RangeError);
    expect(() => splitByWeights(100, [-1, 2])).toThrow(RangeError);
  });

  it('always adds up exactly to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = splitByWeights(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            const exact = (total * weights[i]!) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
            if (weights[i] === 0) expect(part).toBe(0);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('card fee (US card pricing grossed up: we take no cut)', () => {
  it('is the smallest fee after which the owner still receives the full amount', () => {
    expect(cardFeeCents(10_000)).toBe(330);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        const fee = cardFeeCents(amount);
        const charged = amount + fee;
        const processorCut = (charged * 29) / 1000 + 30;
        expect(charged - processorCut).toBeGreaterThanOrEqual(amount);
        // One cent less would leave the owner short.
        expect(charged - 1 - ((charged - 1) * 29) / 1000 - 30).toBeLessThan(amount);
      }),
    );
  });
});

describe('amounts as written', () => {
  it('shows cents as dollars with two decimals and the currency, USD by default', () => {
    expect(formatCents(2550)).toBe('$25.50 USD');
    expect(formatCents(123456, 'USD')).toBe('$1,234.56 USD');
    expect(formatCents(5, null)).toBe('$0.05 USD');
    expect(formatCents(100000, 'eur')).toBe('1,000.00 EUR');
    expect(formatDollars(99)).toBe('$0.99');
  });

  it('reads typed dollars as integer cents, rounded to the cent; anything else is null', () => {
    expect(parseDollarsToCents('25')).toBe(2500);
    expect(parseDollarsToCents(' $1,234.5 ')).toBe(123450);
    expect(parseDollarsToCents('.5')).toBe(50);
    expect(parseDollarsToCents('12.345')).toBe(1235);
    expect(parseDollarsToCents('0.004')).toBe(0);
    expect(parseDollarsToCents('')).toBeNull();
    expect(parseDollarsToCents('-5')).toBeNull();
    expect(parseDollarsToCents('1e3')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
  });

  it('shows shares as percentages, and none as a dash', () => {
    expect(formatShare(0.6)).toBe('60%');
    expect(formatShare(1 / 3)).toBe('33.3%');
    expect(formatShare(null)).toBe('—');
  });
});

it('quotes whole-dollar prices without cents', () => {
  expect(formatPrice(4900)).toBe('$49');
  expect(formatPrice(4950)).toBe('$49.50');
});
