import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity.js';
import { games } from '../../db/schema/games.js';
import { teamInvites, teamMembers, teams } from '../../db/schema/teams.js';
import {
  type Caller,
  type GqlResult as Gql,
  type Loose,
  signedInUser,
  setupTestApp,
} from '../../testing/index.js';
import { getTeamGames } from '../leagues/league-data.js';
import { findTeamRead } from './teams.repository.js';

const server = setupTestApp();

const makeUser = (email: string, isAnonymous = false) =>
  signedInUser(server.db, { email, anonymous: isAnonymous });

async function rest(path: string, body: object, caller?: Caller) {
  const res = await server.app.request(`/api/app?path=${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, Loose> };
}

const CREATE = `mutation($input: CreateTeamInput!) {
  createTeam(input: $input) { id name league teamName season myRole memberCount gameCount status }
}`;
const TEAM = `query($id: ID!) { team(id: $id) {
  id name myRole memberCount gameCount
  members { userId role email displayName }
  invites { id email status }
  upcomingGames(limit: 3) { opponent isHome gameDate status }
} }`;
const INVITE = `mutation($teamId: ID!, $email: String!) {
  inviteMember(teamId: $teamId, email: $email) { success message invite { id email status } }
}`;
const RESEND = `mutation($id: ID!) { resendInvite(inviteId: $id) { success message invite { id status } } }`;
const REVOKE = `mutation($id: ID!) { revokeInvite(inviteId: $id) { success message invite { id status } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { id name totalCost } }`;
const DELETE = `mutation($id: ID!) { deleteTeam(id: $id) }`;

const DALLAS = { name: 'Sunday Crew', league: 'NFL', teamName: 'Dallas Cowboys', season: '2025' };

async function createTeam(owner: Caller, extra: object = {}) {
  const res = await server.gql(owner, CREATE, { input: { ...DALLAS, ...extra } });
  if (!res.data?.createTeam) throw new Error(JSON.stringify(res.errors));
  return res.data.createTeam as { id: string; gameCount: number; name: string };
}

const tokenOf = (email: string) =>
  new URL(server.mailer.last(email, 'team-invite').data.link!).pathname.split('/').pop()!;

async function rowCounts() {
  const n = async (
    table:
      typeof teams | typeof teamMembers | typeof games | typeof teamInvites | typeof activityLog,
  ) => (await server.db.select({ n: count() }).from(table))[0]!.n;
  return {
    teams: await n(teams),
    members: await n(teamMembers),
    games: await n(games),
    invites: await n(teamInvites),
    activity: await n(activityLog),
  };
}

/** A team with an owner, an admin, a member and an outsider (owner of another team). */
async function cast() {
  const owner = await makeUser('owner@example.com');
  const admin = await makeUser('admin@example.com');
  const member = await makeUser('member@example.com');
  const outsider = await makeUser('outsider@example.com');
  const team = await createTeam(owner, { inviteEmails: [admin.email, member.email] });
  expect(
    (await rest('invites/accept', { tokenOrId: tokenOf(admin.email), userId: admin.id }, admin))
      .status,
  ).toBe(200);
  expect(
    (await rest('invites/accept', { tokenOrId: tokenOf(member.email), userId: member.id }, member))
      .status,
  ).toBe(200);
  await server.db
    .update(teamMembers)
    .set({ role: 'admin' })
    .where(eq(teamMembers.userId, admin.id));
  await createTeam(outsider, { name: 'Other Crew' });
  const guest = await makeUser('guest@example.com', true);
  return { owner, admin, member, outsider, guest, team };
}

describe('createTeam', () => {
  it('creates team, owner membership, the season home games, invites, mails and activity', async () => {
    const owner = await makeUser('owner@example.com');
    const team = await createTeam(owner, {
      name: '  Sunday Crew  ',
      teamName: 'DAL',
      inviteEmails: ['A@Example.com', 'a@example.com', 'b@example.com'],
    });
    const expected = getTeamGames('NFL', 'DAL', '2025').filter((g) => g.isHome).length;
    expect(expected).toBeGreaterThanOrEqual(8);
    expect(team).toMatchObject({
      name: 'Sunday Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      season: '2025',
      myRole: 'owner',
      memberCount: 1,
      gameCount: expected,
      status: 'setup',
    });
    const stored = await server.db.select().from(games).where(eq(games.teamId, team.id));
    expect(
      stored.every((g) => g.isHome && g.opponent && g.externalGameId?.startsWith('NFL-')),
    ).toBe(true);
    expect(
      stored.some((g) => g.venue === 'AT&T Stadium' && g.kickoffTz === 'America/Chicago'),
    ).toBe(true);

    const invites = await server.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.teamId, team.id));
    expect(invites.map((i) => i.email).sort()).toEqual(['a@example.com', 'b@example.com']);
    const mail = server.mailer.last('a@example.com', 'team-invite');
    expect(mail.data).toMatchObject({
      teamName: 'Sunday Crew',
      league: 'NFL',
      inviterName: 'owner',
    });
    expect(mail.data.link).toMatch(/\/accept-invite\/[0-9a-f-]{36}$/);

    const activity = await server.gql(owner, `{ recentActivity { activityType details } }`);
    expect(activity.data?.recentActivity).toEqual(
      expect.arrayContaining([
        { activityType: 'team_created', details: { team_name: 'Sunday Crew' } },
        { activityType: 'invite_sent', details: { email: 'a@example.com' } },
        { activityType: 'invite_sent', details: { email: 'b@example.com' } },
      ]),
    );
    expect(activity.data?.recentActivity).toHaveLength(3);
  });

  it('is atomic: a failing invite insert leaves nothing behind', async () => {
    const owner = await makeUser('owner@example.com');
    await server.db.execute(
      sql.raw(`create or replace function test_fail_invite() returns trigger language plpgsql
        as $$ begin raise exception 'forced failure'; end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger test_fail_invite before insert on team_invites
        for each row execute function test_fail_invite()`),
    );
    try {
      const res = await server.gql(owner, CREATE, {
        input: { ...DALLAS, inviteEmails: ['x@example.com'] },
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await rowCounts()).toEqual({
        teams: 0,
        members: 0,
        games: 0,
        invites: 0,
        activity: 0,
      });
      expect(server.mailer.sent).toHaveLength(0);
    } finally {
      await server.db.execute(sql.raw('drop trigger test_fail_invite on team_invites'));
    }
  });

  it('refuses guests, bad input and a second free team', async () => {
    const guest = await makeUser('guest@example.com', true);
    const owner = await makeUser('owner@example.com');
    expect((await server.gql(null, CREATE, { input: DALLAS })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.gql(guest, CREATE, { input: DALLAS })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    for (const input of [
      { ...DALLAS, name: '   ' },
      { ...DALLAS, name: 'x'.repeat(51) },
      { ...DALLAS, league: 'XFL' },
      { ...DALLAS, teamName: 'Nowhere Nobodies' },
      { ...DALLAS, season: '1999' },
      { ...DALLAS, inviteEmails: ['not-an-email'] },
    ]) {
      expect((await server.gql(owner, CREATE, { input })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    const five = ['1', '2', '3', '4', '5'].map((n) => `f${n}@example.com`);
    const tooMany = await server.gql(owner, CREATE, { input: { ...DALLAS, inviteEmails: five } });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'The free plan includes up to 4 invited members. Go Unlimited to invite more.',
      extensions: { code: 'PLAN_LIMIT' },
    });
    expect(await rowCounts()).toMatchObject({ teams: 0 });
    await createTeam(owner);
    const second = await server.gql(owner, CREATE, { input: { ...DALLAS, name: 'Again' } });
    expect(second.errors?.[0]).toMatchObject({
      message: 'The free plan includes 1 team. Go Unlimited to create more.',
      extensions: { code: 'PLAN_LIMIT' },
    });
    await server.db.update(teams).set({ plan: 'unlimited' });
    expect(
      (await server.gql(owner, CREATE, { input: { ...DALLAS, name: 'Again' } })).data?.createTeam,
    ).toBeTruthy();
  });
});

describe('permissions', () => {
  it('team reads: members only; invites for owner and admin only', async () => {
    const c = await cast();
    for (const who of [c.owner, c.admin, c.member]) {
      const res = await server.gql(who, TEAM, { id: c.team.id });
      expect(res.data?.team).toMatchObject({ id: c.team.id, memberCount: 3 });
    }
    expect((await server.gql(c.owner, TEAM, { id: c.team.id })).data?.team.myRole).toBe('owner');
    expect((await server.gql(c.admin, TEAM, { id: c.team.id })).data?.team.myRole).toBe('admin');
    expect((await server.gql(c.member, TEAM, { id: c.team.id })).data?.team.myRole).toBe('member');
    const members = (await server.gql(c.owner, TEAM, { id: c.team.id })).data?.team.members;
    expect(members.map((m: { email: string }) => m.email)).toEqual([
      'owner@example.com',
      'admin@example.com',
      'member@example.com',
    ]);
    await server.gql(c.owner, INVITE, { teamId: c.team.id, email: 'new@example.com' });
    expect((await server.gql(c.owner, TEAM, { id: c.team.id })).data?.team.invites).toHaveLength(1);
    expect((await server.gql(c.admin, TEAM, { id: c.team.id })).data?.team.invites).toHaveLength(1);
    expect((await server.gql(c.member, TEAM, { id: c.team.id })).data?.team.invites).toEqual([]);
    for (const who of [c.outsider, c.guest, null]) {
      const res = await server.gql(who, TEAM, { id: c.team.id });
      expect(res.errors).toBeUndefined();
      expect(res.data?.team).toBeNull();
    }
    expect((await server.gql(c.owner, TEAM, { id: 'not-a-uuid' })).data?.team).toBeNull();
    expect((await server.gql(null, '{ myTeams { id } }')).data?.myTeams).toEqual([]);
    expect((await server.gql(c.member, '{ myTeams { id myRole } }')).data?.myTeams).toEqual([
      { id: c.team.id, myRole: 'member' },
    ]);
  });

  it('updateTeam: owner and admin; deleteTeam: owner only', async () => {
    const c = await cast();
    const code = (r: Gql) => r.errors?.[0]?.extensions?.code;
    expect(
      (await server.gql(c.owner, UPDATE, { id: c.team.id, input: { name: ' Renamed ' } })).data
        ?.updateTeam.name,
    ).toBe('Renamed');
    expect(
      (await server.gql(c.admin, UPDATE, { id: c.team.id, input: { totalCost: 5000 } })).data
        ?.updateTeam.totalCost,
    ).toBe(5000);
    expect(code(await server.gql(c.admin, UPDATE, { id: c.team.id, input: { name: '  ' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await server.gql(c.member, UPDATE, { id: c.team.id, input: { name: 'X' } }))).toBe(
      'FORBIDDEN',
    );
    const outsider = await server.gql(c.outsider, UPDATE, { id: c.team.id, input: { name: 'X' } });
    expect(outsider.errors?.[0]).toMatchObject({
      message: 'Team not found or access denied',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(code(await server.gql(c.guest, UPDATE, { id: c.team.id, input: { name: 'X' } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(code(await server.gql(null, UPDATE, { id: c.team.id, input: { name: 'X' } }))).toBe(
      'UNAUTHENTICATED',
    );

    expect(code(await server.gql(c.admin, DELETE, { id: c.team.id }))).toBe('FORBIDDEN');
    expect(code(await server.gql(c.member, DELETE, { id: c.team.id }))).toBe('FORBIDDEN');
    expect(code(await server.gql(c.outsider, DELETE, { id: c.team.id }))).toBe('NOT_FOUND');
    expect(code(await server.gql(c.guest, DELETE, { id: c.team.id }))).toBe('UNAUTHENTICATED');
    expect((await server.gql(c.owner, DELETE, { id: c.team.id })).data?.deleteTeam).toBe(true);
    expect((await server.gql(c.owner, TEAM, { id: c.team.id })).data?.team).toBeNull();
  });

  it('invite, resend, revoke: owner and admin', async () => {
    const c = await cast();
    const code = (r: Gql) => r.errors?.[0]?.extensions?.code;
    const byAdmin = await server.gql(c.admin, INVITE, {
      teamId: c.team.id,
      email: 'New@Example.com',
    });
    expect(byAdmin.data?.inviteMember).toMatchObject({
      success: true,
      message:
        "Invitation sent to new@example.com! They'll receive an email with instructions to join the team.",
    });
    const inviteId = byAdmin.data?.inviteMember.invite.id as string;
    expect(
      code(await server.gql(c.member, INVITE, { teamId: c.team.id, email: 'z@example.com' })),
    ).toBe('FORBIDDEN');
    expect(
      (await server.gql(c.outsider, INVITE, { teamId: c.team.id, email: 'z@example.com' })).data
        ?.inviteMember,
    ).toMatchObject({ success: false, message: 'Team not found' });
    expect(
      code(await server.gql(c.guest, INVITE, { teamId: c.team.id, email: 'z@example.com' })),
    ).toBe('UNAUTHENTICATED');
    expect(
      code(await server.gql(null, INVITE, { teamId: c.team.id, email: 'z@example.com' })),
    ).toBe('UNAUTHENTICATED');
    for (const op of [RESEND, REVOKE]) {
      expect(code(await server.gql(c.member, op, { id: inviteId }))).toBe('FORBIDDEN');
      expect(
        Object.values((await server.gql(c.outsider, op, { id: inviteId })).data ?? {})[0],
      ).toMatchObject({ success: false, message: 'Invite not found' });
      expect(code(await server.gql(c.guest, op, { id: inviteId }))).toBe('UNAUTHENTICATED');
    }
    expect((await server.gql(c.admin, RESEND, { id: inviteId })).data?.resendInvite.success).toBe(
      true,
    );
    expect((await server.gql(c.owner, REVOKE, { id: inviteId })).data?.revokeInvite).toMatchObject({
      success: true,
      invite: { status: 'revoked' },
    });
    expect((await server.gql(c.owner, RESEND, { id: inviteId })).data?.resendInvite.success).toBe(
      false,
    );
  });

  it('refuses inviting a member; the free plan allows 4 invited seats', async () => {
    const c = await cast();
    expect(
      (await server.gql(c.owner, INVITE, { teamId: c.team.id, email: 'MEMBER@example.com' })).data
        ?.inviteMember,
    ).toEqual({
      success: false,
      message: 'This person is already a team member',
      invite: null,
    });
    // admin + member are 2 seats; 2 more invites fit, the fifth seat does not.
    for (const email of ['p1@example.com', 'p2@example.com'])
      expect(
        (await server.gql(c.owner, INVITE, { teamId: c.team.id, email })).data?.inviteMember
          .success,
      ).toBe(true);
    expect(
      (await server.gql(c.owner, INVITE, { teamId: c.team.id, email: 'p3@example.com' })).data
        ?.inviteMember,
    ).toMatchObject({
      success: false,
      message: 'The free plan includes up to 4 invited members. Go Unlimited to invite more.',
    });
    await server.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, c.team.id));
    expect(
      (await server.gql(c.owner, INVITE, { teamId: c.team.id, email: 'p3@example.com' })).data
        ?.inviteMember.success,
    ).toBe(true);
  });
});

describe('invite links', () => {
  it('pending -> accepted, once; revoked cannot be accepted; resend keeps the token', async () => {
    const owner = await makeUser('owner@example.com');
    const friend = await makeUser('friend@example.com');
    const team = await createTeam(owner, {
      inviteEmails: ['friend@example.com', 'gone@example.com'],
    });
    const token = tokenOf('friend@example.com');

    // The invited address only to its owner (src/security/09-invites.test.ts).
    expect(await rest('invites/preview', { token }, friend)).toEqual({
      status: 200,
      body: {
        ok: true,
        team: { name: 'Sunday Crew', league: 'NFL' },
        loginPrefillEmail: 'friend@example.com',
      },
    });
    expect((await rest('invites/preview', { token })).body.loginPrefillEmail).toBeNull();
    expect(await rest('invites/preview', { token: crypto.randomUUID() })).toEqual({
      status: 404,
      body: { ok: false, error: 'invite_not_found' },
    });
    expect((await rest('invites/preview', {})).status).toBe(404);

    const [invite] = await server.db.select().from(teamInvites).where(eq(teamInvites.token, token));
    const resent = await server.gql(owner, RESEND, { id: invite!.id });
    expect(resent.data?.resendInvite.success).toBe(true);
    expect(server.mailer.sent.filter((m) => m.to === 'friend@example.com')).toHaveLength(2);
    expect(tokenOf('friend@example.com')).toBe(token);

    expect((await rest('invites/accept', { tokenOrId: token, userId: friend.id })).status).toBe(
      401,
    );
    expect(
      (await rest('invites/accept', { tokenOrId: token, userId: owner.id }, friend)).status,
    ).toBe(403);
    const accepted = await rest('invites/accept', { tokenOrId: token, userId: friend.id }, friend);
    expect(accepted).toEqual({
      status: 200,
      body: { ok: true, data: { teamId: team.id, team_id: team.id } },
    });
    const again = await rest('invites/accept', { tokenOrId: token, userId: friend.id }, friend);
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, error: 'invite_already_accepted' },
    });
    expect((await rest('invites/preview', { token })).body.error).toBe('invite_already_accepted');

    const [member] = await server.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, friend.id));
    expect(member).toMatchObject({ teamId: team.id, role: 'member', inviteId: invite!.id });
    expect(member!.joinedAt).toBeInstanceOf(Date);
    const feed = await server.gql(
      friend,
      `{ recentActivity(limit: 2) { activityType details userId } }`,
    );
    expect(feed.data?.recentActivity).toEqual(
      expect.arrayContaining([
        {
          activityType: 'invite_accepted',
          details: { team_name: 'Sunday Crew' },
          userId: friend.id,
        },
        { activityType: 'member_joined', details: { team_name: 'Sunday Crew' }, userId: friend.id },
      ]),
    );

    const goneToken = tokenOf('gone@example.com');
    const [gone] = await server.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.token, goneToken));
    await server.gql(owner, REVOKE, { id: gone!.id });
    expect(await rest('invites/preview', { token: goneToken })).toEqual({
      status: 410,
      body: { ok: false, error: 'invite_revoked' },
    });
    const late = await makeUser('late@example.com');
    // Only the token opens an invite; its id is not a link (src/security/09-invites.test.ts).
    expect(
      await rest('invites/accept', { tokenOrId: gone!.id, userId: late.id }, late),
    ).toMatchObject({ status: 404, body: { ok: false, error: 'invite_not_found' } });
    expect(
      await rest('invites/accept', { tokenOrId: goneToken, userId: late.id }, late),
    ).toMatchObject({
      status: 410,
      body: { ok: false, error: 'invite_revoked', message: 'This invitation has been revoked.' },
    });
    expect((await server.gql(late, TEAM, { id: team.id })).data?.team).toBeNull();
  });
});

describe('team page read', () => {
  it('reads members, games, invites and counts with the team, as the per-field readers do', async () => {
    const c = await cast();
    await server.gql(c.owner, INVITE, { teamId: c.team.id, email: 'new@example.com' });
    // Scores are served to Unlimited teams only: they must come through the page read decoded.
    await server.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, c.team.id));
    const rows = await server.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.teamId, c.team.id))
      .orderBy(games.gameDate, games.id);
    // Upcoming: home games from now on that are not final. Five games move ahead; the first is
    // final and the second away, so the next two upcoming are the third and the fourth.
    const day = 86_400_000;
    for (const [i, row] of rows.slice(0, 5).entries()) {
      await server.db
        .update(games)
        .set({
          gameDate: new Date(Date.now() + (i + 1) * day),
          status: i === 0 ? 'final' : 'upcoming',
          isHome: i !== 1,
          tiixRank: 90 - i,
          tiixReasonTags: ['rivalry', `tag-${i}`],
        })
        .where(eq(games.id, row.id));
    }
    const FIELDS = `id name plan myRole memberCount gameCount createdAt
      members { id userId role paymentStatus displayName email avatarUrl joinedAt createdAt }
      games { id opponent gameDate kickoffEpochMs status isHome tiixRank tiixReasonTags updatedAt }
      invites { id email status invitedAt }
      upcomingGames(limit: 2) { id }`;
    const pageOf = async (who: Caller) =>
      (await server.gql(who, `query($id: ID!) { team(id: $id) { ${FIELDS} } }`, { id: c.team.id }))
        .data?.team;
    // updateTeam with nothing to change answers the team without its children: each Team field
    // then reads its own.
    const separateOf = async (who: Caller) =>
      (
        await server.gql(
          who,
          `mutation($id: ID!) { updateTeam(id: $id, input: {}) { ${FIELDS} } }`,
          {
            id: c.team.id,
          },
        )
      ).data?.updateTeam;

    const page = await pageOf(c.owner);
    expect(page).toEqual(await separateOf(c.owner));
    expect(page).toMatchObject({ memberCount: 3, gameCount: rows.length, plan: 'unlimited' });
    expect(page.games).toHaveLength(rows.length);
    expect(page.games.find((g: { id: string }) => g.id === rows[0]!.id)).toMatchObject({
      tiixRank: 90,
      tiixReasonTags: ['rivalry', 'tag-0'],
    });
    expect(page.upcomingGames.map((g: { id: string }) => g.id)).toEqual([rows[2]!.id, rows[3]!.id]);
    expect(page.invites.map((i: { email: string }) => i.email)).toEqual(['new@example.com']);

    // The admin sees the same; a plain member gets no e-mail addresses and no invites.
    expect(await pageOf(c.admin)).toEqual(await separateOf(c.admin));
    const asMember = await pageOf(c.member);
    expect(asMember.members.map((m: { email: string | null }) => m.email)).toEqual([
      null,
      null,
      null,
    ]);
    expect(asMember.invites).toEqual([]);

    // The page reads the Game fields the query asks for (fragments, inline fragments and
    // aliases included); the upcoming games are still chosen by date, place and status when the
    // query asks for none of them.
    const shaped = (
      await server.gql(
        c.owner,
        `query($id: ID!) { team(id: $id) {
          games { ...G when: gameDate ... on Game { tiixStars } }
          upcomingGames(limit: 2) { opponent }
        } } fragment G on Game { id opponent tiixRank }`,
        { id: c.team.id },
      )
    ).data?.team;
    type FullGame = Record<'id' | 'opponent' | 'tiixRank' | 'gameDate' | 'tiixStars', unknown>;
    const full = (
      await server.gql(
        c.owner,
        `query($id: ID!) { team(id: $id) {
          games { id opponent tiixRank gameDate tiixStars }
          upcomingGames(limit: 2) { id opponent }
        } }`,
        { id: c.team.id },
      )
    ).data?.team;
    expect(shaped.games).toEqual(
      full.games.map(({ id, opponent, tiixRank, gameDate, tiixStars }: FullGame) => ({
        id,
        opponent,
        tiixRank,
        when: gameDate,
        tiixStars,
      })),
    );
    expect(full.upcomingGames.map((g: { id: string }) => g.id)).toEqual([rows[2]!.id, rows[3]!.id]);
    expect(shaped.upcomingGames).toEqual(
      full.upcomingGames.map(({ opponent }: FullGame) => ({ opponent })),
    );

    // A free team's page read serves no score, as its per-field readers do.
    await server.db.update(teams).set({ plan: 'free' }).where(eq(teams.id, c.team.id));
    const free = await pageOf(c.owner);
    expect(free).toEqual(await separateOf(c.owner));
    expect(free.games.map((g: { tiixRank: number | null }) => g.tiixRank)).toEqual(
      rows.map(() => null),
    );
    // Also when the page asks for some score fields only, under aliases and in fragments: the
    // games keep the fields asked for, blanked, and nothing else.
    const freeShaped = (
      await server.gql(
        c.owner,
        `query($id: ID!) { team(id: $id) {
          games { ...G stars: tiixStars }
        } } fragment G on Game { id tiixRank tiixReasonTags }`,
        { id: c.team.id },
      )
    ).data?.team;
    expect(freeShaped.games).toEqual(
      free.games.map(({ id }: { id: string }) => ({
        id,
        tiixRank: null,
        tiixReasonTags: [],
        stars: null,
      })),
    );
    await server.db.update(teams).set({ plan: 'unlimited' }).where(eq(teams.id, c.team.id));

    // The team list carries the same counts.
    const list = (await server.gql(c.owner, '{ myTeams { id memberCount gameCount } }')).data
      ?.myTeams;
    expect(list).toContainEqual({ id: c.team.id, memberCount: 3, gameCount: rows.length });

    // The dashboard counts games (home or away) from now on that are not final.
    expect(
      (
        await server.gql(
          c.member,
          '{ dashboard { teams upcomingGames teamMembers pendingPayments } }',
        )
      ).data?.dashboard,
    ).toEqual({ teams: 1, upcomingGames: 4, teamMembers: 3, pendingPayments: 0 });
  });
});

describe('light team read', () => {
  it("reads the team's own fields by the rules of every team read, their columns only", async () => {
    const c = await cast();
    const OWN = `id name league teamName season status ownerId draftId totalCost paymentsMode plan
      planExpiresAt venmoUsername cashappCashtag paypalMe zelleNote createdAt updatedAt myRole
      payoutsHeldBy pendingHandover { id }`;
    const teamOf = async (who: Caller | null, fields: string) =>
      (await server.gql(who, `query($id: ID!) { team(id: $id) { ${fields} } }`, { id: c.team.id }))
        .data?.team;

    // Without the page's fields the answer is the one the page read gives (each role).
    for (const [who, role] of [
      [c.owner, 'owner'],
      [c.admin, 'admin'],
      [c.member, 'member'],
    ] as const) {
      const light = await teamOf(who, OWN);
      expect(light).toMatchObject({ name: 'Sunday Crew', myRole: role, ownerId: c.owner.id });
      expect({ ...light, memberCount: 3 }).toEqual(await teamOf(who, `${OWN} memberCount`));
    }
    // The chat page's shape, through fragments and aliases.
    expect(
      (
        await server.gql(
          c.member,
          `query($id: ID!) { team(id: $id) { ...T title: name ... on Team { plan } } }
          fragment T on Team { id league myRole }`,
          { id: c.team.id },
        )
      ).data?.team,
    ).toEqual({
      id: c.team.id,
      league: 'NFL',
      myRole: 'member',
      title: 'Sunday Crew',
      plan: 'free',
    });

    // The plan in force: an Unlimited year that has run out reads as free.
    const day = 86_400_000;
    const setPlanUntil = (at: number) =>
      server.db
        .update(teams)
        .set({ plan: 'unlimited', planExpiresAt: new Date(at) })
        .where(eq(teams.id, c.team.id));
    await setPlanUntil(Date.now() - day);
    expect(await teamOf(c.member, 'plan')).toEqual({ plan: 'free' });
    await setPlanUntil(Date.now() + day);
    expect(await teamOf(c.member, 'plan')).toEqual({ plan: 'unlimited' });

    // The statement reads the asked columns and those the rules need, no children.
    const read = await findTeamRead(server.db, c.team.id, c.member.id, {
      fields: new Set(['name', 'myRole']),
    });
    expect(read).toEqual({
      team: {
        id: c.team.id,
        ownerId: c.owner.id,
        plan: 'unlimited',
        planExpiresAt: expect.any(Date),
        name: 'Sunday Crew',
      },
      memberRole: 'member',
    });

    // Outsiders, guests, the signed-out and a member whose row is gone read nothing.
    for (const who of [c.outsider, c.guest, null]) {
      const res = await server.gql(who, `query($id: ID!) { team(id: $id) { id name } }`, {
        id: c.team.id,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.team).toBeNull();
    }
    await server.db.delete(teamMembers).where(eq(teamMembers.userId, c.member.id));
    expect(await teamOf(c.member, 'id name myRole')).toBeNull();
  });
});

describe('dashboard and activity', () => {
  it("counts over the caller's teams and filters activity by team", async () => {
    const c = await cast();
    const dash = await server.gql(
      c.member,
      '{ dashboard { teams upcomingGames teamMembers pendingPayments } }',
    );
    expect(dash.data?.dashboard).toMatchObject({ teams: 1, teamMembers: 3, pendingPayments: 0 });
    expect(
      (await server.gql(null, '{ dashboard { teams upcomingGames teamMembers pendingPayments } }'))
        .data?.dashboard,
    ).toEqual({
      teams: 0,
      upcomingGames: 0,
      teamMembers: 0,
      pendingPayments: 0,
    });
    const outsiderTeam = (await server.gql(c.outsider, '{ myTeams { id } }')).data?.myTeams[0].id;
    const feed = await server.gql(
      c.member,
      `query($ids: [ID!]) { recentActivity(teamIds: $ids) { teamId } }`,
      { ids: [outsiderTeam, c.team.id] },
    );
    const ids = new Set(feed.data?.recentActivity.map((a: { teamId: string }) => a.teamId));
    expect([...ids]).toEqual([c.team.id]);
    expect((await server.gql(null, '{ recentActivity { id } }')).data?.recentActivity).toEqual([]);
  });
});

describe('draft values follow the team size', () => {
  it('recomputes each game’s chance of going before your pick when a member joins', async () => {
    const owner = await makeUser('sizer@example.com');
    const friend = await makeUser('sizer-friend@example.com');
    const team = await createTeam(owner, { inviteEmails: [friend.email] });
    const best = async () => {
      const rows = await server.db.select().from(games).where(eq(games.teamId, team.id));
      const top = rows.sort((a, b) => (b.tiixRank ?? 0) - (a.tiixRank ?? 0))[0]!;
      return { id: top.id, prob: top.probGoneBeforePick };
    };
    // Scored at creation for the default draft of 4.
    const before = await best();
    expect(before.prob).not.toBeNull();

    await rest('invites/accept', { tokenOrId: tokenOf(friend.email), userId: friend.id }, friend);
    // Two members now: only one pick comes before the last member's first pick.
    const after = await best();
    expect(after.id).toBe(before.id);
    expect(after.prob!).toBeLessThan(before.prob!);
  });
});
