import { describe, expect, it } from 'vitest';
import { canManagePaymentRequest, cardOffer, isOpenPaymentStatus, takesCards } from './payments.js';

const now = new Date('2026-11-26T12:00:00Z');
const cardTeam = { plan: 'unlimited', planExpiresAt: null, paymentsMode: 'integrated' };
const owed = { status: 'pending', currency: 'USD', amountCents: 5000 };

describe('card payments', () => {
  it('are taken by an Unlimited team in card mode only', () => {
    expect(takesCards(cardTeam, now)).toBe(true);
    expect(takesCards({ ...cardTeam, plan: 'free' }, now)).toBe(false);
    expect(takesCards({ ...cardTeam, paymentsMode: 'external' }, now)).toBe(false);
    expect(takesCards({ ...cardTeam, planExpiresAt: now }, now)).toBe(false);
  });

  it('are offered on an owed US-dollar request once the payout account is ready, with the fee', () => {
    expect(cardOffer(cardTeam, true, owed, now)).toEqual({
      cardAvailable: true,
      cardFeeCents: 181,
    });
    expect(cardOffer(cardTeam, false, owed, now).cardAvailable).toBe(false);
    expect(cardOffer(cardTeam, true, { ...owed, currency: 'EUR' }, now).cardAvailable).toBe(false);
    expect(cardOffer(cardTeam, true, { ...owed, status: 'paid' }, now)).toEqual({
      cardAvailable: false,
      cardFeeCents: null,
    });
    expect(isOpenPaymentStatus('payer_marked_paid')).toBe(true);
    expect(isOpenPaymentStatus('waived')).toBe(false);
  });
});

describe('managing a payment request', () => {
  it('is for the team owner and the member who is owed', () => {
    const team = { ownerId: 'owner' };
    expect(canManagePaymentRequest('owner', team, { ownerUserId: 'sam' })).toBe(true);
    expect(canManagePaymentRequest('sam', team, { ownerUserId: 'sam' })).toBe(true);
    expect(canManagePaymentRequest('payer', team, { ownerUserId: 'sam' })).toBe(false);
  });
});
