import { describe, expect, it } from 'vitest';
import { canRemindAt, requestTitle } from './status';

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
