import { createParser } from 'eventsource-parser';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/chat.js';
import { games } from '../../db/schema/games.js';
import { teamInvites, teamMembers, teams } from '../../db/schema/teams.js';
import { CHAT_RATE_LIMIT } from './chat.service.js';
import { postSystemMessage } from './chat.system.js';
import {
  type Caller,
  gqlSubscription,
  errorOf,
  type Loose,
  signedInUser,
  teamWithGames,
  type TeamWithGames,
  setupTestApp,
} from '../../testing/index.js';

const t = setupTestApp();

const MESSAGE = `id seq kind authorId authorName body removed removedByOwner mine canRemove editedAt
  game { id opponent tiixRank } gameHolderName`;
const LIST = `query($teamId: ID!, $before: String, $limit: Int) {
  chatMessages(teamId: $teamId, before: $before, limit: $limit) { messages { ${MESSAGE} } olderCursor } }`;
const POST = `mutation($teamId: ID!, $body: String!, $gameId: ID) {
  postChatMessage(teamId: $teamId, body: $body, gameId: $gameId) { ${MESSAGE} } }`;
const EDIT = `mutation($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { ${MESSAGE} } }`;
const REMOVE = `mutation($id: ID!) { removeChatMessage(messageId: $id) { ${MESSAGE} } }`;
const UNREAD = `query($teamId: ID!) { chatUnreadCount(teamId: $teamId) }`;
const MY_UNREAD = `{ myChatUnread { teamId count } }`;
const MARK = `mutation($teamId: ID!, $upTo: String) { markChatRead(teamId: $teamId, upTo: $upTo) }`;

async function post(by: Caller, team: TeamWithGames, body: string, gameId?: string) {
  const res = await t.gql(by, POST, { teamId: team.id, body, gameId });
  if (!res.data?.postChatMessage) throw new Error(JSON.stringify(res.errors));
  return res.data.postChatMessage;
}

async function list(by: Caller, team: TeamWithGames, vars: object = {}) {
  const res = await t.gql(by, LIST, { teamId: team.id, ...vars });
  if (!res.data?.chatMessages) throw new Error(JSON.stringify(res.errors));
  return res.data.chatMessages as { messages: Loose[]; olderCursor: string | null };
}

async function unread(by: Caller, team: TeamWithGames): Promise<number> {
  const res = await t.gql(by, UNREAD, { teamId: team.id });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.chatUnreadCount;
}

describe('who may use a team chat', () => {
  it('members read and post; outsiders, guests and signed-out callers are refused', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    const sent = await post(member, team, 'Who is driving Sunday?');
    expect(sent).toMatchObject({
      kind: 'user',
      authorId: member.id,
      authorName: 'm0',
      body: 'Who is driving Sunday?',
      mine: true,
      canRemove: true,
      removed: false,
    });
    const seen = await list(team.owner, team);
    expect(seen.messages.map((m) => [m.body, m.mine])).toEqual([['Who is driving Sunday?', false]]);

    for (const [caller, code] of [
      [team.outsider, 'NOT_FOUND'],
      [team.guest, 'UNAUTHENTICATED'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      expect(errorOf(await t.gql(caller, LIST, { teamId: team.id })).code).toBe(code);
      expect(errorOf(await t.gql(caller, POST, { teamId: team.id, body: 'hi' })).code).toBe(code);
      expect(errorOf(await t.gql(caller, UNREAD, { teamId: team.id })).code).toBe(code);
      expect(errorOf(await t.gql(caller, EDIT, { id: sent.id, body: 'x' })).code).toBe(code);
      expect(errorOf(await t.gql(caller, REMOVE, { id: sent.id })).code).toBe(code);
    }
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row).toMatchObject({ body: 'Who is driving Sunday?', deletedAt: null });
  });

  it('only the author edits; the author or the owner removes, nobody else', async () => {
    const team = await teamWithGames(t.db, { memberCount: 2, gameCount: 1 });
    const [a, b] = team.members as [Caller, Caller];
    const msg = await post(a, team, 'Tailgate at 11');

    const edited = await t.gql(a, EDIT, { id: msg.id, body: 'Tailgate at 11:30' });
    expect(edited.data?.editChatMessage).toMatchObject({ body: 'Tailgate at 11:30' });
    expect(edited.data?.editChatMessage.editedAt).toBeTruthy();
    for (const other of [b, team.admin, team.owner]) {
      expect(errorOf(await t.gql(other, EDIT, { id: msg.id, body: 'hijack' }))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only edit your own messages.',
      });
      if (other !== team.owner) {
        expect(errorOf(await t.gql(other, REMOVE, { id: msg.id })).code).toBe('FORBIDDEN');
      }
    }
    const [fromB] = (await list(b, team)).messages;
    expect(fromB).toMatchObject({ body: 'Tailgate at 11:30', mine: false, canRemove: false });
    expect((await list(team.owner, team)).messages[0].canRemove).toBe(true);

    // The owner removes another member's message: it keeps its place, its text is gone.
    const removed = await t.gql(team.owner, REMOVE, { id: msg.id });
    expect(removed.data?.removeChatMessage).toMatchObject({
      removed: true,
      removedByOwner: true,
      body: '',
      canRemove: false,
    });
    expect((await list(b, team)).messages).toMatchObject([{ id: msg.id, removed: true, body: '' }]);
    expect(errorOf(await t.gql(a, EDIT, { id: msg.id, body: 'back' })).code).toBe('CONFLICT');

    // The author removes their own.
    const own = await post(b, team, 'oops');
    const gone = await t.gql(b, REMOVE, { id: own.id });
    expect(gone.data?.removeChatMessage).toMatchObject({ removed: true, removedByOwner: false });
  });

  it('system messages cannot be edited by anyone; the owner may remove them', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    await postSystemMessage(t.deps, team.id, { kind: 'member_joined', userId: team.admin.id });
    const [sys] = (await list(team.owner, team)).messages;
    expect(sys).toMatchObject({ kind: 'system', authorId: null, authorName: null });
    expect(errorOf(await t.gql(team.owner, EDIT, { id: sys.id, body: 'x' })).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await t.gql(team.admin, REMOVE, { id: sys.id })).code).toBe('FORBIDDEN');
    expect((await t.gql(team.owner, REMOVE, { id: sys.id })).data?.removeChatMessage.removed).toBe(
      true,
    );
  });
});

describe('message text', () => {
  it('accepts up to 2,000 characters and refuses more, and empty text, with a clear message', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    const max = 'x'.repeat(2000);
    expect((await post(team.owner, team, max)).body).toHaveLength(2000);
    expect(errorOf(await t.gql(team.owner, POST, { teamId: team.id, body: `${max}y` }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'too_long',
      message: 'Messages can be at most 2,000 characters; this one has 2,001.',
    });
    expect(errorOf(await t.gql(team.owner, POST, { teamId: team.id, body: '  \n ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'empty',
      message: 'Write a message first.',
    });
    // Markup is stored and returned as the text it is; clients escape it when they show it.
    expect((await post(team.owner, team, '<b>hi</b> & <script>')).body).toBe(
      '<b>hi</b> & <script>',
    );
  });

  it('limits how fast one person posts', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    for (let i = 0; i < CHAT_RATE_LIMIT.limit; i++) await post(team.owner, team, `m${i}`);
    const refused = errorOf(await t.gql(team.owner, POST, { teamId: team.id, body: 'one more' }));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toMatch(
      /^You're sending messages too fast\. Try again in \d+ seconds?\.$/,
    );
    // Others are not held up by it.
    await post(team.admin, team, 'still fine');
  });
});

describe('history', () => {
  it('pages backwards from the newest without gaps or repeats', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    for (let i = 1; i <= 7; i++) await post(i % 2 ? team.owner : team.admin, team, `m${i}`);
    const first = await list(team.admin, team, { limit: 3 });
    expect(first.messages.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    const second = await list(team.admin, team, { limit: 3, before: first.olderCursor });
    expect(second.messages.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const third = await list(team.admin, team, { limit: 3, before: second.olderCursor });
    expect(third.messages.map((m) => m.body)).toEqual(['m1']);
    expect(third.olderCursor).toBeNull();
    expect(errorOf(await t.gql(team.admin, LIST, { teamId: team.id, before: 'abc' })).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('unread counts', () => {
  it("counts others' messages after the read marker, per team and across teams", async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const other = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    const member = team.members[0]!;
    await post(team.owner, team, 'one');
    const two = await post(team.owner, team, 'two');
    await post(team.owner, team, 'three');
    expect(await unread(member, team)).toBe(3);
    expect(await unread(team.owner, team)).toBe(0);

    // A removed message no longer waits to be read.
    await t.gql(team.owner, REMOVE, { id: two.id });
    expect(await unread(member, team)).toBe(2);

    const all = (await t.gql(member, MY_UNREAD)).data!.myChatUnread;
    expect(all).toEqual([{ teamId: team.id, count: 2 }]);
    expect((await t.gql(other.owner, MY_UNREAD)).data!.myChatUnread).toEqual([
      { teamId: other.id, count: 0 },
    ]);

    const marked = await t.gql(member, MARK, { teamId: team.id });
    expect(marked.data?.markChatRead).toBe(0);
    expect(await unread(member, team)).toBe(0);
    // Writing marks what came before as read.
    await post(team.owner, team, 'four');
    expect(await unread(member, team)).toBe(1);
    await post(member, team, 'reply');
    expect(await unread(member, team)).toBe(0);
    expect(await unread(team.owner, team)).toBe(1);
  });

  it('a new member starts with nothing unread from before they joined', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    await post(team.owner, team, 'before you came');
    const friend = await invitedAndJoined(team, 'late');
    expect(await unread(friend, team)).toBe(0);
    await post(team.owner, team, 'welcome!');
    expect(await unread(friend, team)).toBe(1);
  });
});

/** Invites a new user by e-mail and accepts through the invite link route. */
async function invitedAndJoined(team: TeamWithGames, name: string): Promise<Caller> {
  const friend = await signedInUser(t.db, { name: name });
  const [invite] = await t.db
    .insert(teamInvites)
    .values({ teamId: team.id, email: friend.email, invitedBy: team.owner.id })
    .returning();
  const res = await t.app.request('/api/app?path=invites/accept', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${friend.token}` },
    body: JSON.stringify({ tokenOrId: invite!.token, userId: friend.id }),
  });
  expect(res.status).toBe(200);
  return friend;
}

describe('game cards', () => {
  it('shares a team game with its holder; the score shows only on Unlimited', async () => {
    const free = await teamWithGames(t.db, { memberCount: 1, gameCount: 2 });
    const member = free.members[0]!;
    await t.db.update(games).set({ assignedTo: member.id }).where(eq(games.id, free.games[0]!));
    const card = await post(member, free, 'Anyone want this one?', free.games[0]);
    expect(card).toMatchObject({
      kind: 'game',
      body: 'Anyone want this one?',
      game: { id: free.games[0], opponent: 'Opponent 1', tiixRank: null },
      gameHolderName: 'm0',
    });
    // With no comment.
    expect((await post(member, free, '', free.games[1])).game.opponent).toBe('Opponent 2');

    const paid = await teamWithGames(t.db, {
      memberCount: 0,
      gameCount: 1,
      plan: 'unlimited',
    });
    expect((await post(paid.owner, paid, '', paid.games[0])).game.tiixRank).toBe(90);
    // A game of another team is not found.
    expect(
      errorOf(await t.gql(member, POST, { teamId: free.id, body: '', gameId: paid.games[0] })),
    ).toMatchObject({ code: 'NOT_FOUND', reason: 'game_not_found' });
  });
});

describe('the chat page', () => {
  it("reads the page's shared games in one go, as each team's plan shows them", async () => {
    const free = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    const paid = await teamWithGames(t.db, {
      memberCount: 0,
      gameCount: 2,
      plan: 'unlimited',
    });
    const member = free.members[0]!;
    await t.db.update(games).set({ assignedTo: member.id }).where(eq(games.id, free.games[1]!));
    await post(member, free, 'First', free.games[0]);
    await post(member, free, 'Plain text');
    await post(free.owner, free, 'Second', free.games[1]);
    const removed = await post(member, free, 'Gone', free.games[2]);
    expect((await t.gql(member, REMOVE, { id: removed.id })).errors).toBeUndefined();
    await post(paid.owner, paid, 'Paid', paid.games[0]);

    const page = (await list(member, free)).messages.filter((m) => m.kind !== 'system');
    expect(page.map((m) => [m.body, m.game, m.gameHolderName, m.canRemove])).toEqual([
      ['First', { id: free.games[0], opponent: 'Opponent 1', tiixRank: null }, null, true],
      ['Plain text', null, null, true],
      ['Second', { id: free.games[1], opponent: 'Opponent 2', tiixRank: null }, 'm0', false],
      ['', null, null, false],
    ]);
    // The owner may remove anyone's message; Unlimited teams see the score.
    expect((await list(free.owner, free)).messages.at(-2)).toMatchObject({ canRemove: true });
    const paidPage = (await list(paid.owner, paid)).messages.filter((m) => m.kind !== 'system');
    expect(paidPage.map((m) => m.game)).toEqual([
      { id: paid.games[0], opponent: 'Opponent 1', tiixRank: 90 },
    ]);
  });
});

describe('the chat page, read in one statement', () => {
  const PAGE = `query($teamId: ID!, $before: String, $limit: Int) {
    chatMessages(teamId: $teamId, before: $before, limit: $limit) { messages {
      id seq teamId kind authorId authorName body createdAt editedAt removed removedByOwner mine
      canRemove game { id teamId opponent gameDate tiixRank tiixStars } gameHolderName
    } olderCursor } }`;
  const page = async (by: Caller, team: TeamWithGames, vars: object = {}) => {
    const res = await t.gql(by, PAGE, { teamId: team.id, ...vars });
    if (!res.data?.chatMessages) throw new Error(JSON.stringify(res.errors));
    return res.data.chatMessages as { messages: Loose[]; olderCursor: string | null };
  };

  it('an empty chat is an empty page without an older cursor', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    expect(await page(team.admin, team)).toEqual({ messages: [], olderCursor: null });
  });

  it('serves each message as posting and editing answered it', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    const fields = `id seq teamId kind authorId body createdAt editedAt`;
    const sent = await t.gql(
      member,
      `mutation($teamId: ID!, $gameId: ID) {
        postChatMessage(teamId: $teamId, body: "Mine?", gameId: $gameId) { ${fields} } }`,
      { teamId: team.id, gameId: team.games[0] },
    );
    const edited = await t.gql(
      member,
      `mutation($id: ID!) { editChatMessage(messageId: $id, body: "Mine!") { ${fields} } }`,
      { id: sent.data!.postChatMessage.id },
    );
    const [read] = (await page(member, team)).messages;
    expect(read).toMatchObject(edited.data!.editChatMessage);
    expect(read.createdAt).toBe(sent.data!.postChatMessage.createdAt);
    expect(read.editedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(read.game).toMatchObject({ id: team.games[0], teamId: team.id, opponent: 'Opponent 1' });
  });

  it('names authors and holders as the team does, a removed member too, who reads no more', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    await t.db
      .update(teamMembers)
      .set({ displayName: 'Captain' })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)));
    await t.db.update(games).set({ assignedTo: member.id }).where(eq(games.id, team.games[0]!));
    await post(member, team, 'Aye');
    await post(team.owner, team, 'Yours', team.games[0]);
    expect(
      (await page(team.admin, team)).messages.map((m) => [m.authorName, m.gameHolderName]),
    ).toEqual([
      ['Captain', null],
      ['owner', 'Captain'],
    ]);

    // Removed from the team: their messages stay, named as outside the team; they read nothing.
    await t.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)));
    expect(
      (await page(team.admin, team)).messages.map((m) => [m.authorName, m.gameHolderName]),
    ).toEqual([
      ['m0', null],
      ['owner', 'm0'],
    ]);
    expect(errorOf(await t.gql(member, PAGE, { teamId: team.id })).code).toBe('NOT_FOUND');
  });

  it("shares no game of a removed message, nor another team's game", async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    const other = await teamWithGames(t.db, { memberCount: 0, gameCount: 1, plan: 'unlimited' });
    await t.db
      .update(games)
      .set({ assignedTo: other.owner.id })
      .where(eq(games.id, other.games[0]!));
    // Rows no mutation writes (a removal clears the game; posting checks the team): the read
    // itself keeps the rules.
    await t.db.insert(chatMessages).values([
      {
        teamId: team.id,
        authorId: team.owner.id,
        kind: 'game',
        gameId: team.games[0],
        deletedAt: new Date(),
        deletedBy: team.owner.id,
      },
      { teamId: team.id, authorId: team.owner.id, kind: 'game', gameId: other.games[0] },
    ]);
    const shown = (await page(team.owner, team)).messages;
    expect(shown.map((m) => [m.removed, m.game, m.gameHolderName])).toEqual([
      [true, null, null],
      [false, null, null],
    ]);
  });

  it('serves each page of a request the Game fields its own selection asks for', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    await t.db.update(games).set({ assignedTo: member.id }).where(eq(games.id, team.games[0]!));
    await post(team.owner, team, 'Yours?', team.games[0]);
    // Three selections of one page, each read with its own list of Game fields: the holder's
    // name needs the holder, asked for or not.
    const res = await t.gql(
      member,
      `query($teamId: ID!) {
        a: chatMessages(teamId: $teamId) { messages { game { id opponent } } }
        b: chatMessages(teamId: $teamId) { messages { game { tiixRank tiixStars } gameHolderName } }
        c: chatMessages(teamId: $teamId) { messages { gameHolderName } }
      }`,
      { teamId: team.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      a: { messages: [{ game: { id: team.games[0], opponent: 'Opponent 1' } }] },
      // A free team: no score, whichever fields are read.
      b: { messages: [{ game: { tiixRank: null, tiixStars: null }, gameHolderName: 'm0' }] },
      c: { messages: [{ gameHolderName: 'm0' }] },
    });
  });

  it('hides the score of an Unlimited plan that has run out', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1, plan: 'unlimited' });
    await post(team.owner, team, '', team.games[0]);
    expect((await page(team.owner, team)).messages[0].game).toMatchObject({
      tiixRank: 90,
      tiixStars: 3,
    });
    await t.db
      .update(teams)
      .set({ planExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teams.id, team.id));
    expect((await page(team.owner, team)).messages[0].game).toMatchObject({
      id: team.games[0],
      tiixRank: null,
      tiixStars: null,
    });
  });

  it('pages by cursor to the start; a bad cursor or team id is refused as before', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    for (let i = 1; i <= 3; i++) await post(team.owner, team, `m${i}`);
    const first = await page(team.owner, team, { limit: 2 });
    expect(first.messages.map((m) => m.body)).toEqual(['m2', 'm3']);
    expect(first.olderCursor).toBe(first.messages[0].seq);
    const last = await page(team.owner, team, { limit: 2, before: first.olderCursor });
    expect([last.messages.map((m) => m.body), last.olderCursor]).toEqual([['m1'], null]);
    // Exactly a page left: no further cursor.
    expect((await page(team.owner, team, { limit: 3 })).olderCursor).toBeNull();
    // The membership check answers before the cursor's.
    expect(errorOf(await t.gql(team.outsider, PAGE, { teamId: team.id, before: 'x' })).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await t.gql(team.owner, PAGE, { teamId: 'not-a-team' })).code).toBe('NOT_FOUND');
  });
});

describe('system messages', () => {
  const systemBodies = async (team: TeamWithGames) =>
    (await list(team.owner, team)).messages.filter((m) => m.kind === 'system').map((m) => m.body);

  it('the draft starting and completing', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    const started = await t.gql(
      team.owner,
      `mutation($teamId: ID!) { createAndStartDraft(teamId: $teamId) { id } }`,
      { teamId: team.id },
    );
    const draftId = started.data!.createAndStartDraft.id;
    expect(await systemBodies(team)).toEqual(['The draft has started.']);
    const finished = await t.gql(
      team.owner,
      `mutation($id: ID!) { finishDraftNow(draftId: $id) { state } }`,
      {
        id: draftId,
      },
    );
    expect(finished.data?.finishDraftNow.state).toBe('complete');
    expect(await systemBodies(team)).toEqual([
      'The draft has started.',
      'The draft is complete. Every drafted game now has its holder.',
    ]);
    expect(await unread(team.members[0]!, team)).toBe(2);
  });

  it('a member joining through an invite', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    await invitedAndJoined(team, 'Casey');
    expect(await systemBodies(team)).toEqual(['Casey joined the team.']);
  });

  it('a payment requested and settled', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    const created = await t.gql(
      team.owner,
      `mutation($teamId: ID!, $payer: ID!) {
        createPaymentRequest(teamId: $teamId, payerUserId: $payer, amountCents: 12550) { id } }`,
      { teamId: team.id, payer: member.id },
    );
    const id = created.data!.createPaymentRequest.id;
    const paid = await t.gql(
      team.owner,
      `mutation($id: ID!) { setPaymentRequestStatus(id: $id, status: paid) { status } }`,
      { id },
    );
    expect(paid.data?.setPaymentRequestStatus.status).toBe('paid');
    expect(await systemBodies(team)).toEqual([
      'owner requested $125.50 from m0.',
      'm0 paid $125.50 to owner.',
    ]);
  });

  it('a failure is logged, never thrown into the caller, and leaves its transaction usable', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Parameters<
      typeof postSystemMessage
    >[0] extends { logger?: infer L }
      ? L
      : never;
    await t.db.transaction(async (tx) => {
      // No such team: the insert fails inside its savepoint.
      await postSystemMessage({ db: tx, logger }, crypto.randomUUID(), {
        kind: 'draft_started',
        draftId: crypto.randomUUID(),
      });
      await postSystemMessage({ db: tx, logger }, team.id, {
        kind: 'draft_started',
        draftId: crypto.randomUUID(),
      });
    });
    expect(warnings).toHaveLength(1);
    expect(await systemBodies(team)).toEqual(['The draft has started.']);
  });
});

/** Reads the server-sent events of a GraphQL subscription response in the background. */
function sse(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Loose[] = [];
  let closed = false;
  const parser = createParser({
    onEvent: (message) => {
      if (message.data) events.push(JSON.parse(message.data) as Loose);
    },
  });
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    closed = true;
  })();
  return {
    /** Waits until `until(all events so far)` holds; returns all events so far. */
    async until(until: (events: Loose[]) => boolean, timeoutMs = 5_000): Promise<Loose[]> {
      const deadline = Date.now() + timeoutMs;
      while (!until(events)) {
        if (closed || Date.now() > deadline) {
          throw new Error(`No matching event in time: ${JSON.stringify(events)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    cancel: () => reader.cancel(),
  };
}

const subscribe = (caller: Caller | null, query: string, variables: object) =>
  gqlSubscription(t.app, caller, query, variables);

const CHAT_EVENTS = `subscription($teamId: ID!) { chatEvents(teamId: $teamId) {
  type teamId message { id body kind authorName removed mine } } }`;
const UNREAD_CHANGED = `subscription { chatUnreadChanged { teamId count } }`;

describe('live updates', () => {
  it("a member's open chat receives others' new, edited and removed messages", async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    const stream = sse(await subscribe(member, CHAT_EVENTS, { teamId: team.id }));
    const unreadStream = sse(await subscribe(member, UNREAD_CHANGED, {}));
    const chatEvent = (e: Loose) => e.data?.chatEvents;

    // The subscription opens asynchronously: post until the first message arrives.
    let first: Loose = null;
    for (let i = 0; i < 10 && !first; i++) {
      const sent = await post(team.owner, team, `hello ${i}`);
      const arrived = await stream
        .until((es) => es.some((e) => chatEvent(e)?.message.id === sent.id), 500)
        .then(() => true)
        .catch(() => false);
      if (arrived) first = sent;
    }
    expect(first).toBeTruthy();
    const events = await stream.until(() => true);
    expect(chatEvent(events.find((e) => chatEvent(e)?.message.id === first.id))).toMatchObject({
      type: 'posted',
      teamId: team.id,
      message: { body: first.body, kind: 'user', authorName: 'owner', removed: false, mine: false },
    });

    await t.gql(team.owner, EDIT, { id: first.id, body: 'hello, edited' });
    await t.gql(team.owner, REMOVE, { id: first.id });
    const later = (
      await stream.until((es) => es.some((e) => chatEvent(e)?.type === 'removed'))
    ).map(chatEvent);
    expect(later.find((e) => e.type === 'edited')?.message.body).toBe('hello, edited');
    expect(later.find((e) => e.type === 'removed')?.message).toMatchObject({
      id: first.id,
      removed: true,
      body: '',
    });

    // The member's unread badge is told each new count, the removal's last.
    const expected = await unread(member, team);
    const last = (e: Loose) => e.data?.chatUnreadChanged;
    const counts = await unreadStream.until((es) =>
      es.some((e) => last(e)?.teamId === team.id && last(e)?.count === expected),
    );
    expect(last(counts.at(-1))).toEqual({ teamId: team.id, count: expected });
    await stream.cancel();
    await unreadStream.cancel();
  });

  it('refuses outsiders and signed-out callers at subscribe time', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1 });
    for (const [caller, code] of [
      [team.outsider, 'NOT_FOUND'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const stream = sse(await subscribe(caller, CHAT_EVENTS, { teamId: team.id }));
      const events = await stream.until((es) => es.some((e) => e.errors));
      expect(events.find((e) => e.errors).errors[0].extensions.code).toBe(code);
      await stream.cancel();
    }
  });
});
