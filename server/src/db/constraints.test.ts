import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { NEW_DRAFT } from '../testing/drafts.js';
import { activityLog } from './schema/activity.js';
import { users } from './schema/auth.js';
import { draftPicks, drafts } from './schema/drafts.js';
import { gameRankings, games } from './schema/games.js';
import { paymentRequests } from './schema/payments.js';
import { teamInvites, teamMembers, teams } from './schema/teams.js';

// Each test breaks one rule of the data model and expects the database itself to refuse,
// naming the constraint, so a wrong or missing constraint in the schema fails here.

const testDb = setupTestDatabase();
const db = () => testDb.db;

let seq = 0;
async function makeUser(email = `fan${++seq}@example.com`) {
  const [user] = await db().insert(users).values({ email }).returning();
  return user!;
}
async function makeTeam(ownerId: string) {
  const [team] = await db()
    .insert(teams)
    .values({ name: 'Sunday Crew', league: 'NFL', teamName: 'Dallas Cowboys', ownerId })
    .returning();
  return team!;
}
async function makeGame(teamId: string, opponent = 'Philadelphia Eagles') {
  const [game] = await db()
    .insert(games)
    .values({ teamId, opponent, gameDate: new Date('2025-09-07T17:00:00Z') })
    .returning();
  return game!;
}
async function makeDraft(teamId: string, state: 'setup_open' | 'complete' = 'setup_open') {
  const [draft] = await db().insert(drafts).values({ teamId, state }).returning();
  return draft!;
}
/** A valid first pick (round 1, slot 1, overall slot 0) of `fields`' draft, user and game. */
const firstPick = <T extends object>(fields: T) => ({
  round: 1,
  slot: 1,
  pickNumber: 1,
  overall: 0,
  ...fields,
});
/** A team with its owner and one game: the starting point of most tests. */
async function makeTeamWithGame() {
  const owner = await makeUser();
  const team = await makeTeam(owner.id);
  const game = await makeGame(team.id);
  return { owner, team, game };
}

interface PgError {
  code: string;
  constraint?: string;
}
/** Drizzle wraps driver errors; the PostgreSQL error (code, constraint) is somewhere in the cause chain. */
function pgErrorOf(err: unknown): PgError | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code))
      return e as PgError;
  }
  return undefined;
}
async function expectViolation(query: PromiseLike<unknown>, constraint: string) {
  const err = await Promise.resolve(query).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected the database to refuse (${constraint})`).toBeDefined();
  expect(pgErrorOf(err)?.constraint ?? err).toBe(constraint);
}
const rowCount = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

describe('game rankings', () => {
  it('allow one rank per user and game', async () => {
    const { owner, game } = await makeTeamWithGame();
    await db().insert(gameRankings).values({ userId: owner.id, gameId: game.id, rank: 1 });
    await expectViolation(
      db().insert(gameRankings).values({ userId: owner.id, gameId: game.id, rank: 2 }),
      'game_rankings_user_game_key',
    );
  });

  it('keep ranks within 1-100', async () => {
    const { owner, team } = await makeTeamWithGame();
    const [a, b, c, d] = await Promise.all(['A', 'B', 'C', 'D'].map((o) => makeGame(team.id, o)));
    await db()
      .insert(gameRankings)
      .values([
        { userId: owner.id, gameId: a!.id, rank: 1 },
        { userId: owner.id, gameId: b!.id, rank: 100 },
      ]);
    await expectViolation(
      db().insert(gameRankings).values({ userId: owner.id, gameId: c!.id, rank: 0 }),
      'game_rankings_rank_check',
    );
    await expectViolation(
      db().insert(gameRankings).values({ userId: owner.id, gameId: d!.id, rank: 101 }),
      'game_rankings_rank_check',
    );
  });
});

describe('games', () => {
  it('keep the quality score within 0-100 and stars within 1-5', async () => {
    const { team } = await makeTeamWithGame();
    const base = { teamId: team.id, opponent: 'New York Giants', gameDate: new Date() };
    await db()
      .insert(games)
      .values({ ...base, tiixRank: 0, tiixStars: 1 });
    await db()
      .insert(games)
      .values({ ...base, tiixRank: 100, tiixStars: 5 });
    await expectViolation(
      db()
        .insert(games)
        .values({ ...base, tiixRank: 101 }),
      'games_tiix_rank_check',
    );
    await expectViolation(
      db()
        .insert(games)
        .values({ ...base, tiixStars: 0 }),
      'games_tiix_stars_check',
    );
  });

  it('import a schedule game once per team', async () => {
    const { team } = await makeTeamWithGame();
    const game = {
      teamId: team.id,
      opponent: 'Washington',
      gameDate: new Date(),
      externalGameId: '2025_01_DAL_PHI',
    };
    await db().insert(games).values(game);
    await expectViolation(db().insert(games).values(game), 'games_team_external_game_id_key');
  });
});

describe('draft picks', () => {
  it('take each game once per draft', async () => {
    const { owner, team, game } = await makeTeamWithGame();
    const draft = await makeDraft(team.id);
    const pick = firstPick({ draftId: draft.id, userId: owner.id, gameId: game.id });
    await db().insert(draftPicks).values(pick);
    await expectViolation(
      db()
        .insert(draftPicks)
        .values({ ...pick, pickNumber: 2, overall: 1 }),
      'draft_picks_draft_game_key',
    );
  });

  it('number each pick one past its overall slot', async () => {
    const { owner, team, game } = await makeTeamWithGame();
    const draft = await makeDraft(team.id);
    await expectViolation(
      db()
        .insert(draftPicks)
        .values(firstPick({ draftId: draft.id, userId: owner.id, gameId: game.id, overall: 1 })),
      'draft_picks_numbers_check',
    );
  });

  it('use each overall slot once per draft', async () => {
    const { owner, team, game } = await makeTeamWithGame();
    const other = await makeGame(team.id, 'New York Giants');
    const draft = await makeDraft(team.id);
    const pick = firstPick({ draftId: draft.id, userId: owner.id });
    await db()
      .insert(draftPicks)
      .values({ ...pick, gameId: game.id });
    await expectViolation(
      db()
        .insert(draftPicks)
        .values({ ...pick, gameId: other.id }),
      'draft_picks_draft_overall_key',
    );
  });

  it('let the same game go in two different drafts', async () => {
    const { owner, team, game } = await makeTeamWithGame();
    // A team has one unfinished draft at a time; an earlier one is complete.
    const [first, second] = [await makeDraft(team.id, 'complete'), await makeDraft(team.id)];
    const pick = firstPick({ userId: owner.id, gameId: game.id });
    await db()
      .insert(draftPicks)
      .values([
        { ...pick, draftId: first.id },
        { ...pick, draftId: second.id },
      ]);
    expect(await rowCount(draftPicks)).toBe(2);
  });
});

describe('drafts', () => {
  it('default to setup_open, manual, snake, 1 round, 30 s clock', async () => {
    const { team } = await makeTeamWithGame();
    expect(await makeDraft(team.id)).toMatchObject(NEW_DRAFT);
  });

  it('only take known states', async () => {
    const { team } = await makeTeamWithGame();
    await expectViolation(
      db()
        .insert(drafts)
        .values({ teamId: team.id, state: 'finished' as 'complete' }),
      'drafts_state_check',
    );
  });
});

describe('payment requests', () => {
  it('have a positive, bounded amount in cents', async () => {
    const { owner, team } = await makeTeamWithGame();
    const payer = await makeUser();
    const request = { teamId: team.id, ownerUserId: owner.id, payerUserId: payer.id };
    const [created] = await db()
      .insert(paymentRequests)
      .values({ ...request, amountCents: 1 })
      .returning();
    expect(created).toMatchObject({ amountCents: 1, currency: 'USD', status: 'pending' });
    for (const amountCents of [0, -1, 10_000_001]) {
      await expectViolation(
        db()
          .insert(paymentRequests)
          .values({ ...request, amountCents }),
        'payment_requests_amount_cents_check',
      );
    }
  });

  it('take a three-letter upper-case currency code', async () => {
    const { owner, team } = await makeTeamWithGame();
    await expectViolation(
      db()
        .insert(paymentRequests)
        .values({ teamId: team.id, ownerUserId: owner.id, amountCents: 100, currency: 'us$' }),
      'payment_requests_currency_check',
    );
  });
});

describe('teams and members', () => {
  it('list a user once per team', async () => {
    const { owner, team } = await makeTeamWithGame();
    await db().insert(teamMembers).values({ teamId: team.id, userId: owner.id, role: 'owner' });
    await expectViolation(
      db().insert(teamMembers).values({ teamId: team.id, userId: owner.id, role: 'member' }),
      'team_members_team_user_key',
    );
  });

  it('have one owner row per team', async () => {
    const { owner, team } = await makeTeamWithGame();
    const other = await makeUser();
    await db().insert(teamMembers).values({ teamId: team.id, userId: owner.id, role: 'owner' });
    await expectViolation(
      db().insert(teamMembers).values({ teamId: team.id, userId: other.id, role: 'owner' }),
      'team_members_one_owner_key',
    );
  });

  it('only take known statuses and non-negative costs', async () => {
    const owner = await makeUser();
    const team = { name: 'Crew', league: 'NFL', teamName: 'Dallas Cowboys', ownerId: owner.id };
    await expectViolation(
      db()
        .insert(teams)
        .values({ ...team, status: 'closed' as 'active' }),
      'teams_status_check',
    );
    await expectViolation(
      db()
        .insert(teams)
        .values({ ...team, totalCost: -5 }),
      'teams_total_cost_check',
    );
    await expectViolation(
      db()
        .insert(teams)
        .values({ ...team, name: '   ' }),
      'teams_name_check',
    );
    await expectViolation(
      db()
        .insert(teams)
        .values({ ...team, name: 'x'.repeat(51) }),
      'teams_name_check',
    );
  });

  it('start as free, external-payments teams in setup', async () => {
    const owner = await makeUser();
    expect(await makeTeam(owner.id)).toMatchObject({
      status: 'setup',
      plan: 'free',
      paymentsMode: 'external',
      totalCost: 0,
      season: '2025',
    });
  });

  it('cannot lose their owner account silently', async () => {
    const { owner } = await makeTeamWithGame();
    await expectViolation(
      db().delete(users).where(eq(users.id, owner.id)),
      'teams_owner_id_users_id_fk',
    );
  });

  it('take everything of the team with it when deleted', async () => {
    const { owner, team, game } = await makeTeamWithGame();
    const friend = await makeUser();
    const [invite] = await db()
      .insert(teamInvites)
      .values({ teamId: team.id, email: 'pal@example.com', invitedBy: owner.id })
      .returning();
    await db()
      .insert(teamMembers)
      .values([
        { teamId: team.id, userId: owner.id, role: 'owner' },
        { teamId: team.id, userId: friend.id },
        { teamId: team.id, inviteId: invite!.id, joinedAt: null },
      ]);
    await db().insert(gameRankings).values({ userId: friend.id, gameId: game.id, rank: 1 });
    const draft = await makeDraft(team.id);
    await db().update(teams).set({ draftId: draft.id }).where(eq(teams.id, team.id));
    await db()
      .insert(draftPicks)
      .values(firstPick({ draftId: draft.id, userId: friend.id, gameId: game.id }));
    await db().insert(paymentRequests).values({
      teamId: team.id,
      ownerUserId: owner.id,
      payerUserId: friend.id,
      amountCents: 5000,
    });
    await db()
      .insert(activityLog)
      .values({
        teamId: team.id,
        userId: owner.id,
        activityType: 'team_created',
        details: { team_name: team.name },
      });

    await db().delete(teams).where(eq(teams.id, team.id));

    for (const table of [
      teams,
      games,
      teamMembers,
      teamInvites,
      gameRankings,
      drafts,
      draftPicks,
      paymentRequests,
      activityLog,
    ]) {
      expect(await rowCount(table)).toBe(0);
    }
    expect(await rowCount(users)).toBe(2);
  });
});

describe('invites', () => {
  it('keep one pending invite per address and team, ignoring case', async () => {
    const { owner, team } = await makeTeamWithGame();
    const [first] = await db()
      .insert(teamInvites)
      .values({ teamId: team.id, email: 'Pal@Example.com', invitedBy: owner.id })
      .returning();
    await expectViolation(
      db().insert(teamInvites).values({ teamId: team.id, email: 'pal@example.com' }),
      'team_invites_pending_email_key',
    );
    // Once the first is no longer pending, the address can be invited again.
    await db().update(teamInvites).set({ status: 'revoked' }).where(eq(teamInvites.id, first!.id));
    await db().insert(teamInvites).values({ teamId: team.id, email: 'pal@example.com' });
    expect(await rowCount(teamInvites)).toBe(2);
  });

  it('have unique tokens', async () => {
    const { team } = await makeTeamWithGame();
    const [invite] = await db()
      .insert(teamInvites)
      .values({ teamId: team.id, email: 'a@example.com' })
      .returning();
    await expectViolation(
      db()
        .insert(teamInvites)
        .values({ teamId: team.id, email: 'b@example.com', token: invite!.token }),
      'team_invites_token_key',
    );
  });
});

describe('users', () => {
  it('have unique e-mail addresses, ignoring case', async () => {
    await makeUser('Fan@Example.com');
    await expectViolation(
      db().insert(users).values({ email: 'fan@example.COM' }),
      'users_email_lower_key',
    );
  });

  it('may be anonymous, without any e-mail', async () => {
    await db()
      .insert(users)
      .values([{ isAnonymous: true }, { isAnonymous: true }]);
    expect(await rowCount(users)).toBe(2);
  });
});

describe('activity log', () => {
  it('only takes the nine activity types', async () => {
    const { team } = await makeTeamWithGame();
    await expectViolation(
      db()
        .insert(activityLog)
        .values({ teamId: team.id, activityType: 'team_renamed' as 'team_created' }),
      'activity_log_activity_type_check',
    );
  });
});
