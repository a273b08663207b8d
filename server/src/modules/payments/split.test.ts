import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFeeCents } from '../../payments-provider/provider.js';
import { payLinkFor, normaliseHandles } from './handles.js';
import { splitByWeights } from './split.js';

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

describe('payment handles', () => {
  it('accept the services formats with or without their prefixes, blank clears', () => {
    expect(
      normaliseHandles({
        venmoUsername: '@Alex-Smith',
        cashappCashtag: '$alex_1',
        paypalMe: 'https://paypal.me/alexsmith/',
        zelleNote: '  alex@example.com  ',
      }),
    ).toEqual({
      venmoUsername: 'Alex-Smith',
      cashappCashtag: 'alex_1',
      paypalMe: 'alexsmith',
      zelleNote: 'alex@example.com',
    });
    expect(normaliseHandles({ venmoUsername: '' })).toEqual({ venmoUsername: null });
  });

  it.each([
    [{ venmoUsername: 'abc' }, /Venmo/],
    [{ venmoUsername: 'has space' }, /Venmo/],
    [{ cashappCashtag: '$1234' }, /Cashtag/],
    [{ paypalMe: 'paypal.me/not-valid!' }, /PayPal/],
    [{ zelleNote: 'x'.repeat(201) }, /Zelle/],
  ])('refuse %o', (input, message) => {
    expect(() => normaliseHandles(input)).toThrow(message);
  });

  it('build the Pay link in priority order Venmo, Cash App, PayPal.me with the amount', () => {
    const all = { venmoUsername: 'Alex-Smith', cashappCashtag: 'alex', paypalMe: 'alexsmith' };
    expect(payLinkFor(all, 2550, 'Week 3 & 4')).toBe(
      'https://venmo.com/Alex-Smith?txn=pay&amount=25.50&note=Week+3+%26+4',
    );
    expect(payLinkFor({ ...all, venmoUsername: null }, 2550, null)).toBe(
      'https://cash.app/$alex/25.50',
    );
    expect(
      payLinkFor({ venmoUsername: null, cashappCashtag: null, paypalMe: 'alexsmith' }, 100, null),
    ).toBe('https://paypal.me/alexsmith/1.00USD');
    expect(
      payLinkFor({ venmoUsername: null, cashappCashtag: null, paypalMe: null }, 100, null),
    ).toBeNull();
  });
});
