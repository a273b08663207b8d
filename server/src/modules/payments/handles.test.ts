import { describe, expect, it } from 'vitest';
import { payLinkFor, normaliseHandles } from './handles.js';

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
