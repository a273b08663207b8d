// Payments: the service call's context, the module's messages and its input rules.
import type { AppDeps } from '../../context.js';
import { MAX_PAYMENT_CENTS } from '../../db/schema/payments.js';
import { DomainError } from '../../errors/domain-error.js';
import { retryText } from '../notifications/member-limits.js';
import { type MembershipContext } from '../membership/membership.js';
import { OPEN_PAYMENT_STATUSES, TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import * as repo from './payments.repository.js';
import type { PaymentStatus } from './payments.repository.js';

/** A service call: the database, the caller, and the app (provider, mailer, URLs). */
export interface PaymentsContext extends MembershipContext {
  deps: AppDeps;
}

export const REMINDER_INTERVAL_MS = 24 * 3600 * 1000;

export const PAYMENT_MESSAGES = {
  notFound: 'Payment request not found',
  amount: `Amount must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS} ($${(MAX_PAYMENT_CENTS / 100).toLocaleString('en-US')})`,
  missingFields: 'A payment request needs a team, an owner, a payer and a non-zero amount.',
  ownerOnly: 'Only the team owner can do this',
  ownerMismatch: 'Payment requests are created by the team owner for themselves',
  payerNotMember: 'The payer must be another member of this team',
  status: 'Status must be paid or waived',
  conflict: 'This payment request was changed meanwhile. Reload and try again.',
  payerOnly: 'Only the payer can say they paid this request',
  closed: (status: string) => `This payment request is already ${status}.`,
  receipt: 'The receipt must be a file you uploaded to the receipts bucket for this request.',
  remindTooSoon: (next: Date) =>
    `A reminder was already sent in the last 24 hours. You can remind again after ${next.toISOString()}.`,
  remindClosed: 'Only open payment requests can be reminded.',
  remindNoEmail: 'This payer has no e-mail address to remind.',
  remindMailFailed: 'Could not send the reminder e-mail. Please try again later.',
  remindMailLimit: (retryAfterSeconds: number) =>
    `You have sent this member several payment e-mails in the last hour. You can remind them again in ${retryText(retryAfterSeconds)}.`,
  splitTotal: `The season total must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}.`,
  splitNoMembers: 'Invite members to the team before splitting the season.',
  splitNoDraft:
    'Splitting by value needs a draft first: no games are assigned to members yet. Split evenly or run the draft.',
  splitTooLarge: `One member's share would exceed the $${(MAX_PAYMENT_CENTS / 100).toLocaleString('en-US')} limit of a request.`,
  totalCost: 'Total cost must be a whole number of cents, 0 or more',
  cardNotSetUp:
    'Card payments are not set up for this team yet: the owner must finish payouts setup.',
  cardNotOpen: 'Only an open payment request can be paid by card.',
  cardCurrency: 'Card payments are available in USD only.',
  payoutsNotReady: 'Finish payouts setup before turning on card payments.',
} as const;

/** The states in which a request is still owed (`@tiix/domain`). */
export const OPEN: readonly PaymentStatus[] = OPEN_PAYMENT_STATUSES;
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** Amount rule of every entry point: integer cents, positive, bounded. */
export function requireAmountCents(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_PAYMENT_CENTS
  ) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.amount);
  }
  return value;
}

export function cleanText(value: string | null | undefined, max = 500): string | null {
  const t = value?.trim();
  if (!t) return null;
  if (t.length > max) {
    throw new DomainError('BAD_USER_INPUT', `Notes can be at most ${max} characters`);
  }
  return t;
}

/** The team's payment fields; a missing team is refused like a team the caller cannot read. */
export async function teamOrThrow(db: Database, teamId: string) {
  const team = await repo.findTeamPayment(db, teamId);
  if (!team) throw new DomainError('NOT_FOUND', TEAM_NOT_FOUND_OR_DENIED);
  return team;
}
