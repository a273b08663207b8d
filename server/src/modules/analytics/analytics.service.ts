import {
  checkProductEventBatch,
  fitEventProperties,
  PRODUCT_EVENTS,
  type ProductEventName,
} from '@tiix/domain';
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import * as repo from './analytics.repository.js';

// Product events (docs/product-events.md): the browser's batches and the server's own records
// land in one table; the deployment's owner counts them by day.

export interface ServerProductEvent {
  name: ProductEventName;
  /** Who did it (null: the system, e.g. the draft clock). */
  userId?: string | null;
  teamId?: string | null;
  /** Small facts about it; fitted to the limits (long strings cut, bad keys dropped). */
  properties?: Record<string, unknown>;
}

/**
 * Records one event the server saw happen. Pass the transaction that makes it happen, so the
 * event is stored exactly when that change commits (a rolled-back payment counts nothing).
 */
export async function recordProductEvent(db: Database, event: ServerProductEvent): Promise<void> {
  const now = new Date();
  await repo.insertProductEvents(db, [
    {
      name: event.name,
      category: PRODUCT_EVENTS[event.name].category,
      userId: event.userId ?? null,
      teamId: event.teamId ?? null,
      properties: fitEventProperties(event.properties),
      occurredAt: now,
      receivedAt: now,
    },
  ]);
}

/**
 * Stores a batch the browser sent. Signed out is allowed (the landing page and the wizard's first
 * steps run before sign-in): the row has no user. A team id is kept only for a team the caller
 * belongs to, so nobody can file events under someone else's team.
 */
export async function recordClientBatch(
  db: Database,
  auth: Pick<RequestAuth, 'userId'>,
  body: unknown,
  now = new Date(),
): Promise<{ accepted: number }> {
  const check = checkProductEventBatch(body);
  if (!check.ok) throw new DomainError('BAD_USER_INPUT', check.message, 'invalid_events');
  const userId = auth.userId;
  const asked = [...new Set(check.events.flatMap((e) => (e.teamId ? [e.teamId] : [])))];
  const member = userId ? await repo.teamsOfMember(db, userId, asked) : new Set<string>();
  await repo.insertProductEvents(
    db,
    check.events.map((event) => ({
      name: event.name,
      category: PRODUCT_EVENTS[event.name].category,
      userId,
      teamId: event.teamId && member.has(event.teamId) ? event.teamId : null,
      properties: event.properties,
      // The browser says how long ago, not when: its clock may be wrong, ours is the reference.
      occurredAt: new Date(now.getTime() - event.ageMs),
      receivedAt: now,
    })),
  );
  return { accepted: check.events.length };
}

/** Longest range one daily count covers, in days. */
export const MAX_DAILY_RANGE_DAYS = 731;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DailyEventCounts {
  /** First and last UTC day counted, inclusive (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** Every day of the range, oldest first, with zero days included. */
  days: { day: string; total: number; counts: Record<string, number> }[];
  /** Per name over the whole range. */
  totals: Record<string, number>;
}

function parseDay(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (
    !ISO_DAY.test(value) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== value
  ) {
    throw new DomainError('BAD_USER_INPUT', `${field} must be a date YYYY-MM-DD`, 'invalid_date');
  }
  return date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Events counted per UTC day and name from `from` to `to` (inclusive days). Defaults: the last
 * 30 days up to today.
 */
export async function dailyEventCounts(
  db: Database,
  input: { from?: string; to?: string },
  now = new Date(),
): Promise<DailyEventCounts> {
  const to = parseDay(input.to, 'to') ?? new Date(`${dayOf(now)}T00:00:00Z`);
  const from = parseDay(input.from, 'from') ?? new Date(to.getTime() - 29 * DAY_MS);
  if (from > to)
    throw new DomainError('BAD_USER_INPUT', 'from must not be after to', 'invalid_range');
  const span = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (span > MAX_DAILY_RANGE_DAYS) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `The range covers at most ${MAX_DAILY_RANGE_DAYS} days`,
      'invalid_range',
    );
  }
  const rows = await repo.dailyCounts(db, from, new Date(to.getTime() + DAY_MS));
  const days = Array.from({ length: span }, (_, i) => ({
    day: dayOf(new Date(from.getTime() + i * DAY_MS)),
    total: 0,
    counts: {} as Record<string, number>,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const totals: Record<string, number> = {};
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.counts[row.name] = row.count;
    day.total += row.count;
    totals[row.name] = (totals[row.name] ?? 0) + row.count;
  }
  return { from: dayOf(from), to: dayOf(to), days, totals };
}

/** Rows deleted per statement by the retention job. */
const RETENTION_BATCH = 5000;

/** Deletes every event that happened more than `retentionDays` ago; returns how many. */
export async function deleteExpiredEvents(
  db: Database,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const n = await repo.deleteEventsBefore(db, cutoff, RETENTION_BATCH);
    deleted += n;
    if (n < RETENTION_BATCH) return deleted;
  }
}
