// Finding 9: an invite could be accepted with its database id as well as its token, never
// expired, and its preview told anyone the invited address.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { teamInvites } from '../db/schema/teams.js';
import { setupTestDatabase } from '../testing/db.js';
import { makeUser, securityApp, send } from './helpers.js';

const testDb = setupTestDatabase();

async function teamWithInvite(app: Hono, inviteeEmail: string) {
  const owner = await makeUser(testDb.db, `owner-${inviteeEmail}`);
  const created = await send<{ data: { createTeam: { id: string } } }>(app, 'POST', '/v1/graphql', {
    token: owner.token,
    body: {
      query: `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      variables: {
        input: {
          name: 'Sunday Crew',
          league: 'NFL',
          teamName: 'Dallas Cowboys',
          season: '2025',
          inviteEmails: [inviteeEmail],
        },
      },
    },
  });
  const teamId = created.body.data.createTeam.id;
  const [invite] = await testDb.db.select().from(teamInvites).where(eq(teamInvites.teamId, teamId));
  return { owner, teamId, invite: invite! };
}

const rest = (app: Hono, path: string, body: object, token?: string) =>
  send<Record<string, unknown>>(app, 'POST', `/api/app?path=${path}`, {
    body,
    ...(token ? { token } : {}),
  });

describe('invite links', () => {
  it('are accepted by token only, never by the invite id', async () => {
    const { app } = securityApp(testDb.db);
    const { invite } = await teamWithInvite(app, 'friend1@example.com');
    const friend = await makeUser(testDb.db, 'friend1@example.com');
    const byId = await rest(app, 'invites/accept', { tokenOrId: invite.id }, friend.token);
    expect(byId.status).toBe(404);
    expect(byId.body).toMatchObject({ ok: false, error: 'invite_not_found' });
    const byToken = await rest(app, 'invites/accept', { tokenOrId: invite.token }, friend.token);
    expect(byToken.status).toBe(200);
  });

  it('expire 30 days after they were sent; resending renews them', async () => {
    const { app } = securityApp(testDb.db);
    const { owner, invite } = await teamWithInvite(app, 'friend2@example.com');
    const friend = await makeUser(testDb.db, 'friend2@example.com');
    await testDb.db
      .update(teamInvites)
      .set({ invitedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(teamInvites.id, invite.id));
    const preview = await rest(app, 'invites/preview', { token: invite.token });
    expect(preview.status).toBe(410);
    expect(preview.body).toMatchObject({ ok: false, error: 'invite_expired' });
    const accept = await rest(app, 'invites/accept', { tokenOrId: invite.token }, friend.token);
    expect(accept.status).toBe(410);
    expect(accept.body).toMatchObject({ error: 'invite_expired' });

    const resent = await send<{ data: { resendInvite: { success: boolean } } }>(
      app,
      'POST',
      '/v1/graphql',
      {
        token: owner.token,
        body: {
          query: `mutation($id: ID!) { resendInvite(inviteId: $id) { success } }`,
          variables: { id: invite.id },
        },
      },
    );
    expect(resent.body.data.resendInvite.success).toBe(true);
    expect(
      (await rest(app, 'invites/accept', { tokenOrId: invite.token }, friend.token)).status,
    ).toBe(200);
  });

  it('preview the invited address only to its owner', async () => {
    const { app } = securityApp(testDb.db);
    const { invite } = await teamWithInvite(app, 'friend3@example.com');
    const anonymous = await rest(app, 'invites/preview', { token: invite.token });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ ok: true, loginPrefillEmail: null });
    expect(JSON.stringify(anonymous.body)).not.toContain('friend3@example.com');

    const stranger = await makeUser(testDb.db, 'stranger@example.com');
    const other = await rest(app, 'invites/preview', { token: invite.token }, stranger.token);
    expect(other.body).toMatchObject({ loginPrefillEmail: null });

    const friend = await makeUser(testDb.db, 'Friend3@Example.com');
    const own = await rest(app, 'invites/preview', { token: invite.token }, friend.token);
    expect(own.body).toMatchObject({ ok: true, loginPrefillEmail: 'friend3@example.com' });
  });
});
