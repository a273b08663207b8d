import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { buckets } from './schema/storage.js';

const testDb = setupTestDatabase();

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const { rows } = await testDb.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'activity_log',
      'buckets',
      'calendar_feeds',
      'chat_messages',
      'chat_reads',
      'draft_participants',
      'draft_picks',
      'drafts',
      'files',
      'game_grabs',
      'game_handoffs',
      'game_holdings',
      'game_rankings',
      'game_reminders',
      'game_swap_items',
      'game_swaps',
      'games',
      'handoff_notices',
      'handoff_reminders',
      'member_game_scores',
      'member_tastes',
      'notification_preferences',
      'notification_unsubscribe_tokens',
      'notifications',
      'one_time_codes',
      'payment_card_checkouts',
      'payment_requests',
      'payment_requests_ledger',
      'payment_sandbox_objects',
      'payment_webhook_events',
      'payout_accounts',
      'plan_receipts',
      'plan_subscriptions',
      'product_events',
      'profiles',
      'realtime_presence',
      'refresh_tokens',
      'team_handovers',
      'team_invites',
      'team_members',
      'team_ticket_settings',
      'teams',
      'user_providers',
      'user_security_keys',
      'users',
    ]);
  });

  it('seed the default and receipts storage buckets', async () => {
    expect(
      await testDb.db
        .select({ id: buckets.id, max: buckets.maxUploadFileSize, types: buckets.allowedMimeTypes })
        .from(buckets)
        .orderBy(buckets.id),
    ).toEqual([
      { id: 'default', max: 50_000_000, types: null },
      {
        id: 'receipts',
        max: 10_000_000,
        types: [
          'image/jpeg',
          'image/png',
          'image/webp',
          'image/heic',
          'image/heif',
          'application/pdf',
        ],
      },
    ]);
  });

  it('are recorded, and applying them again changes nothing', async () => {
    const count = async () =>
      (
        await testDb.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    await testDb.handle.migrate();
    expect(await count()).toBe(before);
  });
});
