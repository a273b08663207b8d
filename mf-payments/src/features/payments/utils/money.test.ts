import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, formatShare, parseDollarsToCents } from './money';
import { canRemindAt, requestTitle } from './status';

describe('money', () => {
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

describe('rows', () => {
  it('titles a request by its note, else its description, else Payment', () => {
    expect(requestTitle({ note: 'Tickets', description: 'Parking' })).toBe('Tickets');
    expect(requestTitle({ note: '  ', description: 'Parking' })).toBe('Parking');
    expect(requestTitle({ note: null, description: null })).toBe('Payment');
  });

  it('lets the owner remind a payer once a day', () => {
    const now = Date.parse('2026-01-02T12:00:00Z');
    expect(canRemindAt(null, now)).toBe(true);
    expect(canRemindAt('2026-01-02T00:00:00Z', now)).toBe(false);
    expect(canRemindAt('2026-01-01T12:00:00Z', now)).toBe(true);
  });
});
