import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBERSHIP_CHANGE_MESSAGES, PLAN_LIMIT_MESSAGES } from '@tiix/domain';
import { activityLog } from '../../db/schema/activity.js';
import { chatMessages } from '../../db/schema/chat.js';
import { draftParticipants } from '../../db/schema/drafts.js';
import { games } from '../../db/schema/games.js';
import { teamHandovers } from '../../db/schema/membership.js';
import { notifications } from '../../db/schema/notifications.js';
import { payoutAccounts } from '../../db/schema/payments.js';
import { gameGrabs, gameHoldings } from '../../db/schema/swaps.js';
import { teamInvites, teamMembers, teams } from '../../db/schema/teams.js';
import {
  type Caller,
  draftIn,
  errorOf,
  signedInUser,
  teamWithGames,
  type TeamWithGames,
  setupTestApp,
} from '../../testing/index.js';

const t = setupTestApp();

/** A team on the Unlimited plan with one game. */
const unlimitedTeam = (memberCount: number) =>
  teamWithGames(t.db, { memberCount, gameCount: 1, plan: 'unlimited' });

/** Everyone but the owner and the member acted on (`members[0]`), with the error each gets. */
const refusedBesidesOwner = (team: TeamWithGames) =>
  [
    [team.admin, 'FORBIDDEN'],
    [team.members[1]!, 'FORBIDDEN'],
    [team.outsider, 'NOT_FOUND'],
    [team.guest, 'UNAUTHENTICATED'],
  ] as const;

const REMOVE = `mutation($teamId: ID!, $userId: ID!) {
  removeMember(teamId: $teamId, userId: $userId) { teamId userId gamesMoved gamesUpForGrabs } }`;
const LEAVE = `mutation($teamId: ID!) { leaveTeam(teamId: $teamId) { userId gamesMoved gamesUpForGrabs } }`;
const ROLE = `mutation($teamId: ID!, $userId: ID!, $role: AssignableRole!) {
  setMemberRole(teamId: $teamId, userId: $userId, role: $role) { userId role } }`;
const START = `mutation($teamId: ID!, $toUserId: ID!) {
  startTeamHandover(teamId: $teamId, toUserId: $toUserId) { id status toUserId fromName toName teamName expiresAt } }`;
const CANCEL = `mutation($teamId: ID!) { cancelTeamHandover(teamId: $teamId) }`;
const CONFIRM = `mutation($token: String!) { confirmTeamHandover(token: $token) { status teamId toUserId } }`;
const BY_TOKEN = `query($token: String!) { teamHandover(token: $token) { status teamName fromName toName } }`;
const TEAM = `query($id: ID!) { team(id: $id) { id ownerId myRole plan payoutsHeldBy
  pendingHandover { toUserId status }
  members { userId role } } }`;
const INVITE = `mutation($teamId: ID!, $email: String!) {
  inviteMember(teamId: $teamId, email: $email) { success message } }`;
const FEEDS = `query($teamId: ID!) { myCalendarFeeds(teamId: $teamId) { memberFeedUrl teamFeedUrl } }`;
const REQUEST = `mutation($teamId: ID!, $payerUserId: ID!, $amountCents: Int!) {
  createPaymentRequest(teamId: $teamId, payerUserId: $payerUserId, amountCents: $amountCents) { id } }`;
const MARK_SENT = `mutation($id: ID!) { markPaymentSent(id: $id) { id status } }`;

const DAY = 86_400_000;

/** A future game of the team held by `holder`, `days` from now. */
async function futureGame(team: { id: string }, holder: Caller, days: number, opponent?: string) {
  const [row] = await t.db
    .insert(games)
    .values({
      teamId: team.id,
      opponent: opponent ?? `Future ${days}`,
      gameDate: new Date(Date.now() + days * DAY),
      isHome: true,
      assignedTo: holder.id,
    })
    .returning({ id: games.id });
  return row!.id;
}

async function roleOf(teamId: string, userId: string) {
  const [row] = await t.db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

async function holderOf(gameId: string) {
  const [row] = await t.db
    .select({ assignedTo: games.assignedTo })
    .from(games)
    .where(eq(games.id, gameId));
  return row?.assignedTo ?? null;
}

async function systemLines(teamId: string) {
  const rows = await t.db
    .select({ body: chatMessages.body, kind: chatMessages.kind })
    .from(chatMessages)
    .where(eq(chatMessages.teamId, teamId));
  return rows.filter((r) => r.kind === 'system').map((r) => r.body);
}

async function activityTypes(teamId: string) {
  const rows = await t.db
    .select({ type: activityLog.activityType, details: activityLog.details })
    .from(activityLog)
    .where(eq(activityLog.teamId, teamId));
  return rows;
}

describe('removing a member: who may', () => {
  let team: TeamWithGames;
  beforeEach(async () => {
    team = await teamWithGames(t.db, { memberCount: 2, gameCount: 1 });
  });

  it('lets the owner remove an admin and a member', async () => {
    const admin = await t.gql(team.owner, REMOVE, { teamId: team.id, userId: team.admin.id });
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.removeMember).toMatchObject({ userId: team.admin.id, gamesMoved: 0 });
    const member = await t.gql(team.owner, REMOVE, {
      teamId: team.id,
      userId: team.members[0]!.id,
    });
    expect(member.errors).toBeUndefined();
    expect(await roleOf(team.id, team.admin.id)).toBeNull();
    expect(await roleOf(team.id, team.members[0]!.id)).toBeNull();
  });

  it('lets an admin remove a plain member, but not an admin or the owner', async () => {
    const ok = await t.gql(team.admin, REMOVE, { teamId: team.id, userId: team.members[0]!.id });
    expect(ok.errors).toBeUndefined();
    const second = await signedInUser(t.db, { name: 'second-admin' });
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: second.id, role: 'admin' });
    expect(
      errorOf(await t.gql(team.admin, REMOVE, { teamId: team.id, userId: second.id })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: MEMBERSHIP_CHANGE_MESSAGES.adminRemovesMembersOnly,
    });
    expect(
      errorOf(await t.gql(team.admin, REMOVE, { teamId: team.id, userId: team.owner.id })),
    ).toMatchObject({ code: 'FORBIDDEN', message: MEMBERSHIP_CHANGE_MESSAGES.removeOwner });
    expect(await roleOf(team.id, second.id)).toBe('admin');
  });

  it('refuses plain members, outsiders, guests and signed-out callers', async () => {
    const vars = { teamId: team.id, userId: team.members[1]!.id };
    expect(errorOf(await t.gql(team.members[0]!, REMOVE, vars)).code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(team.outsider, REMOVE, vars)).code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(team.guest, REMOVE, vars)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(null, REMOVE, vars)).code).toBe('UNAUTHENTICATED');
    expect(await roleOf(team.id, team.members[1]!.id)).toBe('member');
  });

  it('refuses removing oneself (that is leaving) and someone who is not a member', async () => {
    expect(
      errorOf(await t.gql(team.admin, REMOVE, { teamId: team.id, userId: team.admin.id })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: MEMBERSHIP_CHANGE_MESSAGES.removeSelf });
    expect(
      errorOf(await t.gql(team.owner, REMOVE, { teamId: team.id, userId: team.outsider.id })),
    ).toMatchObject({ code: 'NOT_FOUND', message: MEMBERSHIP_CHANGE_MESSAGES.notAMember });
    expect(errorOf(await t.gql(team.owner, REMOVE, { teamId: team.id, userId: 'nope' })).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('removing a member: what happens', () => {
  it('on an Unlimited team: upcoming games go up for grabs, history stays, access ends', async () => {
    const team = await unlimitedTeam(2);
    const leaving = team.members[0]!;
    const soon = await futureGame(team, leaving, 3);
    const later = await futureGame(team, leaving, 10);
    const others = await futureGame(team, team.members[1]!, 5);
    // A past game they held stays theirs: it is history.
    const [past] = await t.db
      .update(games)
      .set({ assignedTo: leaving.id })
      .where(eq(games.id, team.games[0]!))
      .returning({ id: games.id });
    // A payment request to them, a chat message of theirs, an invite they sent, their feeds.
    const request = await t.gql(team.owner, REQUEST, {
      teamId: team.id,
      payerUserId: leaving.id,
      amountCents: 2500,
    });
    const requestId = request.data?.createPaymentRequest.id as string;
    expect(requestId).toBeTruthy();
    await t.db
      .insert(chatMessages)
      .values({ teamId: team.id, kind: 'user', authorId: leaving.id, body: 'See you Sunday' });
    await t.db
      .insert(teamInvites)
      .values({ teamId: team.id, email: 'friend@example.com', invitedBy: leaving.id });
    const feeds = (await t.gql(leaving, FEEDS, { teamId: team.id })).data?.myCalendarFeeds;
    expect((await t.app.request(new URL(feeds.memberFeedUrl).pathname)).status).toBe(200);

    const res = await t.gql(team.admin, REMOVE, { teamId: team.id, userId: leaving.id });
    expect(res.errors).toBeUndefined();
    expect(res.data?.removeMember).toEqual({
      teamId: team.id,
      userId: leaving.id,
      gamesMoved: 2,
      gamesUpForGrabs: true,
    });

    // Games: back with the owner and open to the team; the other member's and the past one stay.
    expect(await holderOf(soon)).toBe(team.owner.id);
    expect(await holderOf(later)).toBe(team.owner.id);
    expect(await holderOf(others)).toBe(team.members[1]!.id);
    expect(await holderOf(past!.id)).toBe(leaving.id);
    const grabs = await t.db.select().from(gameGrabs).where(eq(gameGrabs.teamId, team.id));
    expect(grabs.map((g) => [g.gameId, g.status, g.holderId]).sort()).toEqual(
      [
        [soon, 'open', team.owner.id],
        [later, 'open', team.owner.id],
      ].sort(),
    );
    const holdings = await t.db.select().from(gameHoldings).where(eq(gameHoldings.gameId, soon));
    expect(holdings.map((h) => [h.userId, h.reason, h.endedAt === null])).toEqual([
      [leaving.id, 'draft', false],
      [team.owner.id, 'removal', true],
    ]);
    // Another member can take one of them.
    const take = await t.gql(
      team.members[1]!,
      `mutation($id: ID!) { takeGame(grabId: $id) { status } }`,
      { id: grabs.find((g) => g.gameId === soon)!.id },
    );
    expect(take.data?.takeGame.status).toBe('taken');

    // The request stays in their payments list, and they can still say they paid it.
    const mine = await t.gql(leaving, `{ paymentRequests { id teamId } }`);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.paymentRequests).toEqual([{ id: requestId, teamId: team.id }]);
    const paid = await t.gql(leaving, MARK_SENT, { id: requestId });
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.markPaymentSent.status).toBe('payer_marked_paid');
    // Their chat message stays; the chat and the activity say what happened.
    const lines = await systemLines(team.id);
    expect(
      lines.some((l) =>
        /admin removed m0 from the team\. Their 2 upcoming games are up for grabs\./.test(l),
      ),
    ).toBe(true);
    const bodies = await t.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.authorId, leaving.id));
    expect(bodies.map((b) => b.body)).toEqual(['See you Sunday']);
    expect(await activityTypes(team.id)).toContainEqual({
      type: 'member_removed',
      details: { name: 'm0' },
    });
    // Their invite and their calendar feeds stop working.
    const [invite] = await t.db
      .select({ status: teamInvites.status })
      .from(teamInvites)
      .where(eq(teamInvites.email, 'friend@example.com'));
    expect(invite!.status).toBe('revoked');
    expect((await t.app.request(new URL(feeds.memberFeedUrl).pathname)).status).toBe(404);
    expect((await t.app.request(new URL(feeds.teamFeedUrl).pathname)).status).toBe(404);
    // They no longer see the team, and they are told by e-mail and in the app.
    expect((await t.gql(leaving, TEAM, { id: team.id })).data?.team).toBeNull();
    const mail = t.mailer.last(leaving.email, 'notification');
    expect(mail.data.title).toBe('You were removed from Sunday Crew');
    const notes = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, leaving.id));
    expect(notes.map((n) => n.kind)).toContain('member_removed');
  });

  it('on a free team (no game swaps): upcoming games go back to the owner, not up for grabs', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const leaving = team.members[0]!;
    const game = await futureGame(team, leaving, 4);
    const res = await t.gql(team.owner, REMOVE, { teamId: team.id, userId: leaving.id });
    expect(res.data?.removeMember).toMatchObject({ gamesMoved: 1, gamesUpForGrabs: false });
    expect(await holderOf(game)).toBe(team.owner.id);
    expect(await t.db.select().from(gameGrabs).where(eq(gameGrabs.teamId, team.id))).toEqual([]);
    expect(await systemLines(team.id)).toContainEqual(
      'owner removed m0 from the team. Their upcoming game went back to the owner.',
    );
  });

  it("frees a seat of the free plan's member limit", async () => {
    const team = await teamWithGames(t.db, { memberCount: 3, gameCount: 1 });
    // Owner + admin + 3 members: the 4 invited seats are full.
    const refused = await t.gql(team.owner, INVITE, { teamId: team.id, email: 'five@example.com' });
    expect(refused.data?.inviteMember).toEqual({
      success: false,
      message: PLAN_LIMIT_MESSAGES.invites,
    });
    await t.gql(team.owner, REMOVE, { teamId: team.id, userId: team.members[2]!.id });
    const invited = await t.gql(team.owner, INVITE, { teamId: team.id, email: 'five@example.com' });
    expect(invited.data?.inviteMember.success).toBe(true);
  });

  it('refuses while the member is in a draft under way, and drops them from one still open', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 4 });
    await draftIn(t, team, 'active');
    const refused = await t.gql(team.owner, REMOVE, {
      teamId: team.id,
      userId: team.members[0]!.id,
    });
    expect(errorOf(refused)).toEqual({
      code: 'CONFLICT',
      reason: 'draft_in_progress',
      message: MEMBERSHIP_CHANGE_MESSAGES.draftInProgress('m0'),
    });
    expect(errorOf(await t.gql(team.members[0]!, LEAVE, { teamId: team.id })).message).toBe(
      MEMBERSHIP_CHANGE_MESSAGES.draftInProgress('You'),
    );
    expect(await roleOf(team.id, team.members[0]!.id)).toBe('member');

    const open = await teamWithGames(t.db, { memberCount: 2, gameCount: 4 });
    const draftId = await draftIn(t, open, 'setup_open');
    const res = await t.gql(open.owner, REMOVE, { teamId: open.id, userId: open.members[0]!.id });
    expect(res.errors).toBeUndefined();
    const left = await t.db
      .select({ userId: draftParticipants.userId })
      .from(draftParticipants)
      .where(eq(draftParticipants.draftId, draftId));
    expect(left.map((p) => p.userId)).not.toContain(open.members[0]!.id);
  });
});

describe('leaving a team', () => {
  it('lets members and admins leave, with the same consequences and no e-mail', async () => {
    const team = await unlimitedTeam(1);
    const game = await futureGame(team, team.members[0]!, 6);
    const res = await t.gql(team.members[0]!, LEAVE, { teamId: team.id });
    expect(res.data?.leaveTeam).toEqual({
      userId: team.members[0]!.id,
      gamesMoved: 1,
      gamesUpForGrabs: true,
    });
    expect(await holderOf(game)).toBe(team.owner.id);
    expect(await roleOf(team.id, team.members[0]!.id)).toBeNull();
    expect(await activityTypes(team.id)).toContainEqual({
      type: 'member_left',
      details: { name: 'm0' },
    });
    expect(await systemLines(team.id)).toContainEqual(
      'm0 left the team. Their upcoming game is up for grabs.',
    );
    expect(t.mailer.sent.filter((m) => m.to === team.members[0]!.email)).toEqual([]);

    expect((await t.gql(team.admin, LEAVE, { teamId: team.id })).errors).toBeUndefined();
    expect(await roleOf(team.id, team.admin.id)).toBeNull();
  });

  it('refuses the owner with the handover message, and outsiders and guests', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    expect(errorOf(await t.gql(team.owner, LEAVE, { teamId: team.id }))).toEqual({
      code: 'FORBIDDEN',
      reason: 'owner_must_hand_over',
      message: MEMBERSHIP_CHANGE_MESSAGES.ownerLeaves,
    });
    expect(errorOf(await t.gql(team.outsider, LEAVE, { teamId: team.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(team.guest, LEAVE, { teamId: team.id })).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await roleOf(team.id, team.owner.id)).toBe('owner');
  });
});

describe('roles', () => {
  it('lets the owner promote a member to admin and back', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 1 });
    const m = team.members[0]!;
    const up = await t.gql(team.owner, ROLE, { teamId: team.id, userId: m.id, role: 'admin' });
    expect(up.data?.setMemberRole).toEqual({ userId: m.id, role: 'admin' });
    expect(await roleOf(team.id, m.id)).toBe('admin');
    // As an admin they may now remove a plain member.
    const removed = await t.gql(m, REMOVE, { teamId: team.id, userId: team.members[1]!.id });
    expect(removed.errors).toBeUndefined();
    const down = await t.gql(team.owner, ROLE, { teamId: team.id, userId: m.id, role: 'member' });
    expect(down.data?.setMemberRole.role).toBe('member');
    expect(await roleOf(team.id, m.id)).toBe('member');
    expect((await activityTypes(team.id)).filter((a) => a.type === 'member_role_changed')).toEqual([
      { type: 'member_role_changed', details: { name: 'm0', role: 'admin' } },
      { type: 'member_role_changed', details: { name: 'm0', role: 'member' } },
    ]);
  });

  it('refuses admins, members, outsiders and guests, and the owner changing their own role', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 1 });
    const vars = { teamId: team.id, userId: team.members[0]!.id, role: 'admin' };
    for (const [caller, code] of refusedBesidesOwner(team)) {
      expect(errorOf(await t.gql(caller, ROLE, vars)).code).toBe(code);
    }
    expect(await roleOf(team.id, team.members[0]!.id)).toBe('member');
    expect(
      errorOf(
        await t.gql(team.owner, ROLE, { teamId: team.id, userId: team.owner.id, role: 'member' }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: MEMBERSHIP_CHANGE_MESSAGES.ownerRoleFixed });
    expect(
      errorOf(
        await t.gql(team.owner, ROLE, { teamId: team.id, userId: team.outsider.id, role: 'admin' }),
      ).code,
    ).toBe('NOT_FOUND');
  });
});

/** The token of the handover link in the newest notice to `to`. */
async function handoverToken(to: Caller): Promise<string> {
  const mail = t.mailer.last(to.email, 'notification');
  const match = /\/handover\/([A-Za-z0-9_-]+)$/.exec(mail.data.link ?? '');
  if (!match) throw new Error(`No handover link in ${mail.data.link}`);
  return match[1]!;
}

describe('handing the team over', () => {
  it('the new owner confirms from the link: roles swap, plan stays with the team', async () => {
    const team = await unlimitedTeam(1);
    const heir = team.members[0]!;
    const started = await t.gql(team.owner, START, { teamId: team.id, toUserId: heir.id });
    expect(started.errors).toBeUndefined();
    expect(started.data?.startTeamHandover).toMatchObject({
      status: 'pending',
      toUserId: heir.id,
      fromName: 'owner',
      toName: 'm0',
      teamName: 'Sunday Crew',
    });
    const token = await handoverToken(heir);
    const [note] = await t.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, heir.id));
    expect(note).toEqual({
      kind: 'team_handover',
      link: `/app/teams/${team.id}/handover/${token}`,
    });
    // The owner and the heir see it pending; others do not.
    expect((await t.gql(team.owner, TEAM, { id: team.id })).data?.team.pendingHandover).toEqual({
      toUserId: heir.id,
      status: 'pending',
    });
    expect((await t.gql(heir, TEAM, { id: team.id })).data?.team.pendingHandover).not.toBeNull();
    expect((await t.gql(team.admin, TEAM, { id: team.id })).data?.team.pendingHandover).toBeNull();
    // Only the heir may read or confirm the link.
    expect(errorOf(await t.gql(team.admin, BY_TOKEN, { token })).code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(team.admin, CONFIRM, { token })).message).toBe(
      MEMBERSHIP_CHANGE_MESSAGES.handoverWrongUser,
    );
    expect(errorOf(await t.gql(team.outsider, CONFIRM, { token })).code).toBe('FORBIDDEN');
    expect(errorOf(await t.gql(team.guest, CONFIRM, { token })).code).toBe('UNAUTHENTICATED');
    expect((await t.gql(heir, BY_TOKEN, { token })).data?.teamHandover).toMatchObject({
      status: 'pending',
      fromName: 'owner',
    });

    const confirmed = await t.gql(heir, CONFIRM, { token });
    expect(confirmed.data?.confirmTeamHandover).toEqual({
      status: 'accepted',
      teamId: team.id,
      toUserId: heir.id,
    });
    const after = (await t.gql(heir, TEAM, { id: team.id })).data?.team;
    expect(after).toMatchObject({ ownerId: heir.id, myRole: 'owner', plan: 'unlimited' });
    expect(await roleOf(team.id, heir.id)).toBe('owner');
    expect(await roleOf(team.id, team.owner.id)).toBe('admin');
    // The old owner can leave now; the new one cannot.
    expect(errorOf(await t.gql(heir, LEAVE, { teamId: team.id })).code).toBe('FORBIDDEN');
    expect(
      errorOf(await t.gql(team.owner, START, { teamId: team.id, toUserId: team.admin.id })).code,
    ).toBe('FORBIDDEN');
    expect(await systemLines(team.id)).toContainEqual('owner handed the team over to m0.');
    expect(await activityTypes(team.id)).toContainEqual({
      type: 'team_handed_over',
      details: { name: 'm0' },
    });
    // The link works once.
    expect(errorOf(await t.gql(heir, CONFIRM, { token })).message).toBe(
      MEMBERSHIP_CHANGE_MESSAGES.handoverNotFound,
    );
  });

  it('only the owner starts or cancels one, to a member, one at a time; a cancelled link is dead', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 1 });
    const to = team.members[0]!;
    for (const [caller, code] of refusedBesidesOwner(team)) {
      expect(errorOf(await t.gql(caller, START, { teamId: team.id, toUserId: to.id })).code).toBe(
        code,
      );
      expect(errorOf(await t.gql(caller, CANCEL, { teamId: team.id })).code).toBe(code);
    }
    expect(
      errorOf(await t.gql(team.owner, START, { teamId: team.id, toUserId: team.outsider.id })).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(await t.gql(team.owner, START, { teamId: team.id, toUserId: team.owner.id })).code,
    ).toBe('BAD_USER_INPUT');
    await t.gql(team.owner, START, { teamId: team.id, toUserId: to.id });
    const token = await handoverToken(to);
    expect(
      errorOf(await t.gql(team.owner, START, { teamId: team.id, toUserId: team.admin.id })),
    ).toMatchObject({ code: 'CONFLICT', message: MEMBERSHIP_CHANGE_MESSAGES.handoverPending });
    expect((await t.gql(team.owner, CANCEL, { teamId: team.id })).data?.cancelTeamHandover).toBe(
      true,
    );
    expect(errorOf(await t.gql(to, CONFIRM, { token })).code).toBe('NOT_FOUND');
    expect(await roleOf(team.id, team.owner.id)).toBe('owner');
  });

  it('lapses after its days', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const to = team.members[0]!;
    await t.gql(team.owner, START, { teamId: team.id, toUserId: to.id });
    const token = await handoverToken(to);
    await t.db
      .update(teamHandovers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamHandovers.token, token));
    expect(errorOf(await t.gql(to, CONFIRM, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'handover_expired',
      message: MEMBERSHIP_CHANGE_MESSAGES.handoverExpired,
    });
    expect(await roleOf(team.id, team.owner.id)).toBe('owner');
    // A new one may start.
    expect(
      (await t.gql(team.owner, START, { teamId: team.id, toUserId: to.id })).errors,
    ).toBeUndefined();
  });

  it('is cancelled when its member leaves', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const to = team.members[0]!;
    await t.gql(team.owner, START, { teamId: team.id, toUserId: to.id });
    const token = await handoverToken(to);
    await t.gql(to, LEAVE, { teamId: team.id });
    expect(errorOf(await t.gql(to, CONFIRM, { token })).code).toBe('NOT_FOUND');
  });

  it("keeps card payouts with the old owner's account until the new owner sets up their own", async () => {
    const team = await unlimitedTeam(1);
    const heir = team.members[0]!;
    await t.db.insert(payoutAccounts).values({
      ownerUserId: team.owner.id,
      provider: 'sandbox',
      accountId: `acct_old_${team.id}`,
      ready: true,
    });
    await t.gql(team.owner, START, { teamId: team.id, toUserId: heir.id });
    await t.gql(heir, CONFIRM, { token: await handoverToken(heir) });
    const [row] = await t.db
      .select({ payoutsUserId: teams.payoutsUserId })
      .from(teams)
      .where(eq(teams.id, team.id));
    expect(row!.payoutsUserId).toBe(team.owner.id);
    expect((await t.gql(heir, TEAM, { id: team.id })).data?.team.payoutsHeldBy).toBe('owner');
    // Only the owner is told.
    expect((await t.gql(team.owner, TEAM, { id: team.id })).data?.team.payoutsHeldBy).toBeNull();
    const status = await t.rest('GET', `/api/connect/status?teamId=${team.id}`, heir);
    expect(status.body.ready).toBe(true);
    // The team's payment settings and requests offer the card on the same account.
    const settings = await t.gql(
      heir,
      `query($teamId: ID!) { teamPaymentSettings(teamId: $teamId) { payoutsReady } }`,
      { teamId: team.id },
    );
    expect(settings.errors).toBeUndefined();
    expect(settings.data?.teamPaymentSettings.payoutsReady).toBe(true);

    await t.db.insert(payoutAccounts).values({
      ownerUserId: heir.id,
      provider: 'sandbox',
      accountId: `acct_new_${team.id}`,
      ready: true,
    });
    expect((await t.gql(heir, TEAM, { id: team.id })).data?.team.payoutsHeldBy).toBeNull();
  });
});
