import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createTeamViaApi,
  NBA_SEASON,
  signInThroughUi,
  verifiedAccount,
} from '../fixtures/accounts';
import { apiSession, goUnlimited, graphql, joinTeam, type ApiSession } from '../fixtures/api';
import type { MailboxMessage } from '../fixtures/mailbox';

// The ticket handoff end to end: the draft assigns games, the ticket holder (the owner) marks a
// member's tickets sent, the member confirms, a swap moves the game and puts it back to not
// sent (the holder is told), and a reminder goes out when the test clock is moved to days
// before kickoff (POST /dev/clock/handoff-reminders, on only with TEST_CLOCK_ENABLED).

interface TeamGame {
  id: string;
  opponent: string;
  isHome: boolean;
  gameDate: string;
}

async function draftEveryGame(request: APIRequestContext, ownerToken: string, teamId: string) {
  const { createDraft } = await graphql<{ createDraft: { id: string } }>(
    request,
    ownerToken,
    'mutation($teamId: ID!) { createDraft(teamId: $teamId) { id } }',
    { teamId },
  );
  const id = createDraft.id;
  for (const mutation of [
    'mutation($id: ID!) { updateDraftSetup(draftId: $id, input: { fillAllGames: true }) { id } }',
    'mutation($id: ID!) { draftAction(draftId: $id, action: lock_setup) { id } }',
    'mutation($id: ID!) { startDraft(draftId: $id) { id } }',
    'mutation($id: ID!) { finishDraftNow(draftId: $id) { id } }',
  ]) {
    await graphql(request, ownerToken, mutation, { id });
  }
}

async function holders(request: APIRequestContext, token: string, teamId: string) {
  const data = await graphql<{
    seasonBoard: {
      entries: { swappable: boolean; game: { id: string; holderId: string | null } }[];
    };
  }>(
    request,
    token,
    'query($teamId: ID!) { seasonBoard(teamId: $teamId) { entries { swappable game { id holderId } } } }',
    { teamId },
  );
  return new Map(data.seasonBoard.entries.map((e) => [e.game.id, e]));
}

/** Waits for a mail to `to` whose subject is `subject`. */
async function mailWithSubject(request: APIRequestContext, to: string, subject: string) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await request.get('/dev/mailbox.json')
        ).json()) as MailboxMessage[];
        found = messages.find(
          (m) => m.to.toLowerCase() === to.toLowerCase() && m.subject === subject,
        );
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

test('the ticket holder sends, the member confirms, a swap resets it and a reminder goes out', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const oliveEmail = await verifiedAccount(request, 'olive');
  const samEmail = await verifiedAccount(request, 'sam');
  const avaEmail = await verifiedAccount(request, 'ava');
  const teamName = 'Ticket Crew';
  const teamId = await createTeamViaApi(request, oliveEmail, teamName, NBA_SEASON);
  const olive = await apiSession(request, oliveEmail);
  await joinTeam(request, olive.token, teamId, samEmail);
  await joinTeam(request, olive.token, teamId, avaEmail);
  const sam = await apiSession(request, samEmail);
  const ava = await apiSession(request, avaEmail);

  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [olivePage, samPage] = (await Promise.all(contexts.map((c) => c.newPage()))) as [
    Page,
    Page,
  ];
  await signInThroughUi(olivePage, oliveEmail);
  await signInThroughUi(samPage, samEmail);
  // Swaps are an Unlimited feature.
  await goUnlimited(olivePage, teamName);

  // Sam and Ava each rank a different home game at least two days ahead first (Olive any other
  // game), so the draft gives each of them one still to come whatever the date.
  const { teamGames } = await graphql<{ teamGames: TeamGame[] }>(
    request,
    olive.token,
    'query($teamId: ID!) { teamGames(teamId: $teamId) { id opponent isHome gameDate } }',
    { teamId },
  );
  const later = teamGames.filter(
    (g) =>
      g.isHome &&
      Date.parse(g.gameDate) > Date.now() + 2 * 86_400_000 &&
      teamGames.filter((o) => o.opponent === g.opponent && o.isHome).length === 1,
  );
  expect(later.length, 'two home games still to come').toBeGreaterThanOrEqual(2);
  const picks: [ApiSession, TeamGame][] = [
    [olive, teamGames.find((g) => g.id !== later[0]!.id && g.id !== later[1]!.id)!],
    [sam, later[0]!],
    [ava, later[1]!],
  ];
  for (const [member, game] of picks) {
    await graphql(
      request,
      member.token,
      'mutation($teamId: ID!, $gameId: ID!) { saveMyRankings(teamId: $teamId, rankings: [{ gameId: $gameId, rank: 1 }]) { rank } }',
      { teamId, gameId: game.id },
    );
  }
  await draftEveryGame(request, olive.token, teamId);
  const drafted = await holders(request, olive.token, teamId);
  const samsGame = later[0]!;
  const avasGame = later[1]!;
  expect(drafted.get(samsGame.id)?.game.holderId).toBe(sam.userId);
  expect(drafted.get(avasGame.id)?.game.holderId).toBe(ava.userId);

  // Olive holds the season-ticket account (the owner by default): she marks Sam's tickets sent.
  await olivePage.goto(`/app/teams/${teamId}`);
  const tickets = olivePage.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByText(/Ticket holder:/)).toContainText('reminded 3 days', {
    timeout: 30_000,
  });
  const samRow = tickets.getByRole('listitem', { name: `vs ${samsGame.opponent}` });
  await expect(samRow.getByText('Tickets not sent')).toBeVisible();
  await samRow.getByRole('button', { name: `Mark tickets sent: ${samsGame.opponent}` }).click();
  const dialog = olivePage.getByRole('dialog', { name: `Mark tickets sent: ${samsGame.opponent}` });
  await dialog.getByLabel(/Note/).fill('Transfer 4411 · Sec 112 Row 4');
  await dialog.getByRole('button', { name: 'Mark sent' }).click();
  await expect(samRow.getByText('Tickets sent')).toBeVisible();
  await mailWithSubject(request, samEmail, `Olive sent your tickets for ${samsGame.opponent}`);

  // Sam sees it on the team page with the note, and confirms.
  await samPage.goto(`/app/teams/${teamId}`);
  const samTickets = samPage.getByRole('region', { name: 'Tickets' });
  const mine = samTickets.getByRole('listitem', { name: `vs ${samsGame.opponent}` });
  await expect(mine.getByText('Transfer 4411 · Sec 112 Row 4')).toBeVisible();
  await mine.getByRole('button', { name: `Tickets received: ${samsGame.opponent}` }).click();
  await expect(mine.getByText('Tickets received')).toBeVisible();
  // The dashboard's next-game line says where his tickets stand.
  await samPage.goto('/app');
  await expect(
    samPage.getByRole('link', { name: /· tickets (received|not sent|sent)$/ }),
  ).toBeVisible();

  // Sam swaps that game with Ava: the tickets Olive sent him are not Ava's, so it is not sent.
  const { proposeSwap } = await graphql<{ proposeSwap: { id: string } }>(
    request,
    sam.token,
    'mutation($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) { proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) { id } }',
    {
      teamId,
      receiverId: ava.userId,
      terms: { giveGameIds: [samsGame.id], takeGameIds: [avasGame.id] },
    },
  );
  await graphql(request, ava.token, 'mutation($id: ID!) { acceptSwap(swapId: $id) { status } }', {
    id: proposeSwap.id,
  });
  await mailWithSubject(request, oliveEmail, `Send the tickets for ${samsGame.opponent} to Ava`);
  await mailWithSubject(request, samEmail, `Your tickets for ${samsGame.opponent} go to Ava`);
  await olivePage.goto(`/app/teams/${teamId}/season`);
  const boardRow = olivePage.getByRole('listitem', {
    name: `vs ${samsGame.opponent}`,
    exact: true,
  });
  await expect(boardRow).toContainText('Held by Ava');
  await expect(boardRow.getByText('Tickets not sent')).toBeVisible();

  // Two days before that game, with its tickets not sent, Olive is reminded (the clock moved).
  const kickoff = Date.parse(samsGame.gameDate);
  const res = await request.post('/dev/clock/handoff-reminders', {
    data: { now: new Date(kickoff - 2 * 86_400_000).toISOString() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect(((await res.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
  await mailWithSubject(request, oliveEmail, `Send Ava the tickets for ${samsGame.opponent}`);
  // Once only.
  const again = await request.post('/dev/clock/handoff-reminders', {
    data: { now: new Date(kickoff - 2 * 86_400_000).toISOString() },
  });
  expect(((await again.json()) as { sent: number }).sent).toBe(0);
  await olivePage.goto('/app');
  await olivePage
    .getByRole('button', { name: /Notifications/ })
    .first()
    .click();
  await expect(
    olivePage.getByText(`Send Ava the tickets for ${samsGame.opponent}`).first(),
  ).toBeVisible();

  await Promise.all(contexts.map((c) => c.close()));
});
