import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity.js';
import { profiles } from '../../db/schema/profiles.js';
import { teamMembers } from '../../db/schema/teams.js';
import { type Caller, signedInUser, setupTestApp } from '../../testing/index.js';

// Friends by name: the feed names each entry's actor and members lists name people, by the one
// naming rule; e-mail addresses reach only the team's owner and admins.

const server = setupTestApp();

/** A signed-up user whose auth display name is the e-mail (the sign-up default). */
async function makeUser(email: string, profileName?: string): Promise<Caller> {
  const user = await signedInUser(server.db, { email, displayName: email });
  if (profileName !== undefined) {
    await server.db.insert(profiles).values({ userId: user.id, email, name: profileName });
  }
  return user;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per query; assertions check them
type Loose = any;

async function gql(caller: Caller, query: string, variables?: object) {
  const res = await server.app.request('/v1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, Loose>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Owner "Olivia" makes a team and invites a friend, who accepts (the friend has no name). */
async function teamWithFriend() {
  const owner = await makeUser(`olivia.${crypto.randomUUID()}@example.com`, 'Olivia');
  const friend = await makeUser(`sam.friend.${crypto.randomUUID().slice(0, 8)}@example.com`);
  const created = await gql(
    owner,
    `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
    {
      input: {
        name: 'Sunday Crew',
        league: 'NFL',
        teamName: 'Dallas Cowboys',
        season: '2025',
        inviteEmails: [friend.email],
      },
    },
  );
  const teamId = created.createTeam.id as string;
  const link = server.mailer.last(friend.email, 'team-invite').data.link!;
  const token = new URL(link).pathname.split('/').pop()!;
  const res = await server.app.request('/api/app?path=invites/accept', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${friend.token}` },
    body: JSON.stringify({ tokenOrId: token, userId: friend.id }),
  });
  expect(res.status).toBe(200);
  return { owner, friend, teamId };
}

const FEED = `{ recentActivity { activityType userId actorName details } }`;
const MEMBERS = `query($id: ID!) { team(id: $id) { members { userId role displayName email } } }`;

describe('activity feed names', () => {
  it('names every actor by the naming rule, never by e-mail address', async () => {
    const { owner, friend, teamId } = await teamWithFriend();
    const feed = (await gql(friend, FEED)).recentActivity as Loose[];
    const byType = (type: string) => feed.find((e) => e.activityType === type);

    // The owner has a profile name; the friend has only an e-mail, so its local part is used.
    expect(byType('team_created')).toMatchObject({ userId: owner.id, actorName: 'Olivia' });
    const local = friend.email.split('@')[0];
    expect(byType('member_joined')).toMatchObject({ userId: friend.id, actorName: local });
    expect(feed.every((e) => !String(e.actorName).includes('@'))).toBe(true);

    // The team's own display name for a member wins over every other name.
    await server.db
      .update(teamMembers)
      .set({ displayName: 'Sam' })
      .where(eq(teamMembers.userId, friend.id));
    await server.db.update(profiles).set({ name: 'Liv' }).where(eq(profiles.userId, owner.id));
    const renamed = (await gql(owner, FEED)).recentActivity as Loose[];
    expect(renamed.find((e) => e.activityType === 'member_joined')?.actorName).toBe('Sam');
    expect(renamed.find((e) => e.activityType === 'team_created')?.actorName).toBe('Liv');

    // An entry without an actor (a deleted account) has no name rather than a made-up one.
    await server.db.insert(activityLog).values({
      teamId,
      userId: null,
      activityType: 'game_ranked',
      details: { opponent: 'Giants', rank: 1 },
    });
    const orphan = ((await gql(owner, FEED)).recentActivity as Loose[]).find(
      (e) => e.userId === null,
    );
    expect(orphan).toMatchObject({ activityType: 'game_ranked', actorName: null });
  });

  it('reads the whole feed, names included, in one database query', async () => {
    const { owner } = await teamWithFriend();
    const { recentActivity } = await import('./activity.service.js');
    const { myTeams } = await import('../teams/teams.service.js');
    const auth = {
      userId: owner.id,
      role: 'user',
      allowedRoles: ['user', 'me'],
      isAnonymous: false,
      isAdmin: false,
      elevated: false,
    };
    // Count the selects the feed makes beyond the caller's team list.
    let selects = 0;
    const counting = new Proxy(server.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects += 1;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    // The team list is a statement prepared once per database handle: the first call builds it.
    await myTeams(counting, auth);
    selects = 0;
    await myTeams(counting, auth);
    const teamListSelects = selects;
    selects = 0;
    const feed = await recentActivity(counting, auth, null, 20);
    expect(feed.length).toBeGreaterThan(2);
    expect(selects).toBe(teamListSelects + 1);
  });
});

describe('members list', () => {
  it('shows names to everyone and e-mail addresses only to owners and admins', async () => {
    const { owner, friend, teamId } = await teamWithFriend();
    const local = friend.email.split('@')[0];

    const asOwner = (await gql(owner, MEMBERS, { id: teamId })).team.members as Loose[];
    expect(asOwner).toEqual([
      { userId: owner.id, role: 'owner', displayName: 'Olivia', email: owner.email },
      { userId: friend.id, role: 'member', displayName: local, email: friend.email },
    ]);

    const asMember = (await gql(friend, MEMBERS, { id: teamId })).team.members as Loose[];
    expect(asMember).toEqual([
      { userId: owner.id, role: 'owner', displayName: 'Olivia', email: null },
      { userId: friend.id, role: 'member', displayName: local, email: null },
    ]);

    // An admin manages members, so an admin sees the addresses too.
    await server.db
      .update(teamMembers)
      .set({ role: 'admin' })
      .where(eq(teamMembers.userId, friend.id));
    const asAdmin = (await gql(friend, MEMBERS, { id: teamId })).team.members as Loose[];
    expect(asAdmin.map((m) => m.email)).toEqual([owner.email, friend.email]);
  });
});
