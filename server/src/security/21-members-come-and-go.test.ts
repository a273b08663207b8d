// Finding 21: members could not leave and nobody could be removed, so the rules of who may remove
// whom, and what a departure takes away, had never been enforced. An admin removes plain members
// only; a removed member's open live streams end at once and their calendar feed and the invites
// they sent stop working; nobody outside the team can remove, leave, change roles or take over.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamInvites, teamMembers } from '../db/schema/teams.js';
import { setupTestDatabase } from '../testing/db.js';
import {
  type Caller,
  gqlSubscription,
  closedAfterEach,
  errorOf,
  signedInUser,
  sse,
  teamWithGames,
} from '../testing/index.js';

const testDb = setupTestDatabase();
const extraApp = closedAfterEach();
const appFor = () => extraApp(testDb.db);

const REMOVE = `mutation($teamId: ID!, $userId: ID!) { removeMember(teamId: $teamId, userId: $userId) { userId } }`;
const LEAVE = `mutation($teamId: ID!) { leaveTeam(teamId: $teamId) { userId } }`;
const ROLE = `mutation($teamId: ID!, $userId: ID!, $role: AssignableRole!) {
  setMemberRole(teamId: $teamId, userId: $userId, role: $role) { role } }`;
const START = `mutation($teamId: ID!, $toUserId: ID!) { startTeamHandover(teamId: $teamId, toUserId: $toUserId) { id } }`;
const CANCEL = `mutation($teamId: ID!) { cancelTeamHandover(teamId: $teamId) }`;
const CONFIRM = `mutation($token: String!) { confirmTeamHandover(token: $token) { status } }`;
const BY_TOKEN = `query($token: String!) { teamHandover(token: $token) { teamName } }`;
const FEEDS = `query($teamId: ID!) { myCalendarFeeds(teamId: $teamId) { memberFeedUrl teamFeedUrl } }`;
const CHAT = `subscription($teamId: ID!) { chatEvents(teamId: $teamId) { type teamId } }`;

async function roles(teamId: string) {
  const rows = await testDb.db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return new Map(rows.map((r) => [r.userId, r.role]));
}

describe('an admin', () => {
  it('cannot remove another admin or the owner, change roles or hand the team over', async () => {
    const t = appFor();
    const team = await teamWithGames(testDb.db, { memberCount: 1, gameCount: 1 });
    const other = await signedInUser(testDb.db, { name: 'other-admin' });
    await testDb.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: other.id, role: 'admin' });
    const before = await roles(team.id);

    for (const userId of [other.id, team.owner.id]) {
      expect(errorOf(await t.gql(team.admin, REMOVE, { teamId: team.id, userId })).code).toBe(
        'FORBIDDEN',
      );
    }
    const vars = { teamId: team.id, userId: team.members[0]!.id, role: 'admin' };
    expect(errorOf(await t.gql(team.admin, ROLE, vars)).code).toBe('FORBIDDEN');
    expect(
      errorOf(await t.gql(team.admin, ROLE, { ...vars, userId: other.id, role: 'member' })).code,
    ).toBe('FORBIDDEN');
    expect(
      errorOf(await t.gql(team.admin, START, { teamId: team.id, toUserId: team.admin.id })).code,
    ).toBe('FORBIDDEN');
    expect(await roles(team.id)).toEqual(before);
  });
});

describe('a removed member', () => {
  it('loses their open streams of the team at once, their feed and the invites they sent', async () => {
    const t = appFor();
    const team = await teamWithGames(testDb.db, { memberCount: 1, gameCount: 1 });
    const removed = team.members[0]!;
    const feeds = (await t.gql(removed, FEEDS, { teamId: team.id })).data?.myCalendarFeeds;
    await testDb.db
      .insert(teamInvites)
      .values({ teamId: team.id, email: 'their.friend@example.com', invitedBy: removed.id });
    const [invite] = await testDb.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.email, 'their.friend@example.com'));
    const stream = await gqlSubscription(t.app, removed, CHAT, { teamId: team.id });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const first = reader.read();

    const res = await t.gql(team.owner, REMOVE, { teamId: team.id, userId: removed.id });
    expect(res.errors).toBeUndefined();

    // The subscription completes without another word from the team.
    let text = new TextDecoder().decode((await first).value);
    for (;;) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(text)), 5_000)),
      ]);
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toMatch(/event: complete/);
    expect(text).not.toMatch(/"type":"posted"/);
    // A reconnect is refused like any outsider's.
    const again = sse(await gqlSubscription(t.app, removed, CHAT, { teamId: team.id }));
    const [refusal] = await again.until((es) => es.some((e) => e.errors));
    expect(refusal!.errors[0].extensions.code).toBe('NOT_FOUND');
    await again.cancel();

    expect((await t.app.request(new URL(feeds.memberFeedUrl).pathname)).status).toBe(404);
    expect((await t.app.request(new URL(feeds.teamFeedUrl).pathname)).status).toBe(404);
    const friend = await signedInUser(testDb.db, { email: 'their.friend@example.com' });
    const accept = await t.rest('POST', '/api/app?path=invites/accept', friend, {
      tokenOrId: invite!.token,
    });
    expect(accept.status).toBe(410);
    expect(accept.body).toMatchObject({ error: 'invite_revoked' });
  });
});

describe('someone outside the team', () => {
  it('can do none of it: remove, leave, change roles, start, cancel, read or confirm a handover', async () => {
    const t = appFor();
    const team = await teamWithGames(testDb.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    await t.gql(team.owner, START, { teamId: team.id, toUserId: member.id });
    const link = t.mailer.last(member.email, 'notification').data.link!;
    const token = link.slice(link.lastIndexOf('/') + 1);
    const before = await roles(team.id);

    const attempts = (who: Caller | null) => [
      t.gql(who, REMOVE, { teamId: team.id, userId: member.id }),
      t.gql(who, LEAVE, { teamId: team.id }),
      t.gql(who, ROLE, { teamId: team.id, userId: member.id, role: 'admin' }),
      t.gql(who, START, { teamId: team.id, toUserId: member.id }),
      t.gql(who, CANCEL, { teamId: team.id }),
      t.gql(who, BY_TOKEN, { token }),
      t.gql(who, CONFIRM, { token }),
    ];
    for (const who of [team.outsider, team.guest, null]) {
      for (const res of await Promise.all(attempts(who))) {
        expect(res.data ?? null).toBeNull();
        expect(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED']).toContain(errorOf(res).code);
      }
    }
    expect(await roles(team.id)).toEqual(before);
    // The handover is still the member's to confirm.
    expect((await t.gql(member, CONFIRM, { token })).data?.confirmTeamHandover.status).toBe(
      'accepted',
    );
  });
});
