import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createTeamViaApi,
  NBA_SEASON,
  signInThroughUi,
  verifiedAccount,
} from '../fixtures/accounts';
import { apiSession, goUnlimited, graphql, joinTeam } from '../fixtures/api';

/** A draft that gives out every home game, finished at once from each member's ranks. */
async function draftEveryGame(request: APIRequestContext, ownerToken: string, teamId: string) {
  const { createDraft } = await graphql<{ createDraft: { id: string } }>(
    request,
    ownerToken,
    'mutation($teamId: ID!) { createDraft(teamId: $teamId) { id } }',
    { teamId },
  );
  const id = createDraft.id;
  await graphql(
    request,
    ownerToken,
    'mutation($id: ID!) { updateDraftSetup(draftId: $id, input: { fillAllGames: true }) { id } }',
    { id },
  );
  await graphql(
    request,
    ownerToken,
    'mutation($id: ID!) { draftAction(draftId: $id, action: lock_setup) { id } }',
    { id },
  );
  await graphql(request, ownerToken, 'mutation($id: ID!) { startDraft(draftId: $id) { id } }', {
    id,
  });
  await graphql(request, ownerToken, 'mutation($id: ID!) { finishDraftNow(draftId: $id) { id } }', {
    id,
  });
}

interface BoardGame {
  id: string;
  opponent: string;
  isHome: boolean;
  holderId: string | null;
  /** Not started yet: it can still change hands. */
  swappable: boolean;
}

async function boardGames(request: APIRequestContext, token: string, teamId: string) {
  const data = await graphql<{
    seasonBoard: { entries: { game: Omit<BoardGame, 'swappable'>; swappable: boolean }[] };
  }>(
    request,
    token,
    'query($teamId: ID!) { seasonBoard(teamId: $teamId) { entries { swappable game { id opponent isHome holderId } } } }',
    { teamId },
  );
  return data.seasonBoard.entries.map((e) => ({ ...e.game, swappable: e.swappable }));
}

const label = (g: Pick<BoardGame, 'isHome' | 'opponent'>) =>
  `${g.isHome ? 'vs' : 'at'} ${g.opponent}`;

/** UIDs of the events of an iCalendar document (lines unfolded first, as RFC 5545 says). */
function eventUids(ics: string): string[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const uids: string[] = [];
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (inEvent && line.startsWith('UID:')) uids.push(line.slice(4));
  }
  return uids;
}

test('one member proposes a swap, the other accepts; both see the games change hands and the feed follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const oliveEmail = await verifiedAccount(request, 'olive');
  const samEmail = await verifiedAccount(request, 'sam');
  const teamName = 'Swap Crew';
  const teamId = await createTeamViaApi(request, oliveEmail, teamName, NBA_SEASON);
  const olive = await apiSession(request, oliveEmail);
  await joinTeam(request, olive.token, teamId, samEmail);
  const sam = await apiSession(request, samEmail);

  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [olivePage, samPage] = (await Promise.all(contexts.map((c) => c.newPage()))) as [
    Page,
    Page,
  ];
  await signInThroughUi(olivePage, oliveEmail);
  await signInThroughUi(samPage, samEmail);

  // A free team sees the lock on the season board.
  await olivePage.goto(`/app/teams/${teamId}/season`);
  await expect(
    olivePage.getByText('Game swaps are an Unlimited feature. Go Unlimited to swap games.'),
  ).toBeVisible();

  await goUnlimited(olivePage, teamName);
  // Each member ranks a different upcoming game first, so the draft gives both a game still to
  // come whatever the date and whatever order the scores put the games in.
  const { teamGames } = await graphql<{
    teamGames: { id: string; opponent: string; isHome: boolean; gameDate: string }[];
  }>(
    request,
    olive.token,
    'query($teamId: ID!) { teamGames(teamId: $teamId) { id opponent isHome gameDate } }',
    { teamId },
  );
  // A day ahead at least, so nothing kicks off while the test runs.
  const upcoming = teamGames.filter((g) => Date.parse(g.gameDate) > Date.now() + 86_400_000);
  const openUnique = upcoming.filter(
    (g) => teamGames.filter((o) => label(o) === label(g)).length === 1,
  );
  expect(openUnique.length, 'two upcoming games to share').toBeGreaterThanOrEqual(2);
  for (const [member, game] of [
    [olive, openUnique[0]!],
    [sam, openUnique[1]!],
  ] as const) {
    await graphql(
      request,
      member.token,
      'mutation($teamId: ID!, $gameId: ID!) { saveMyRankings(teamId: $teamId, rankings: [{ gameId: $gameId, rank: 1 }]) { rank } }',
      { teamId, gameId: game.id },
    );
  }
  await draftEveryGame(request, olive.token, teamId);

  const before = await boardGames(request, olive.token, teamId);
  const unique = (g: BoardGame) => before.filter((o) => label(o) === label(g)).length === 1;
  const give = before.find((g) => g.swappable && g.holderId === olive.userId && unique(g))!;
  const take = before.find((g) => g.swappable && g.holderId === sam.userId && unique(g))!;
  expect(give, 'Olive holds a game still to come').toBeTruthy();
  expect(take, 'Sam holds a game still to come').toBeTruthy();

  // Olive proposes from the team's season board: Sam's game for one of hers.
  await olivePage.goto(`/app/teams/${teamId}`);
  await olivePage.getByRole('link', { name: 'Season board' }).click();
  await expect(olivePage).toHaveURL(new RegExp(`/app/teams/${teamId}/season$`));
  const takeRow = olivePage.getByRole('listitem', { name: label(take), exact: true });
  await expect(takeRow).toContainText('Held by Sam');
  await takeRow.getByRole('button', { name: `Propose swap: ${take.opponent}` }).click();
  const dialog = olivePage.getByRole('dialog', { name: 'Propose a swap' });
  await expect(dialog.getByLabel('Swap with')).toHaveValue(sam.userId);
  await expect(dialog.getByRole('checkbox', { name: new RegExp(label(take)) })).toBeChecked();
  await dialog
    .getByRole('group', { name: /You give/ })
    .getByRole('checkbox', { name: new RegExp(label(give)) })
    .check();
  await dialog.getByLabel('Message (optional)').fill('Trade you for this one?');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(takeRow).toContainText('1 swap pending');

  // Sam accepts from the swaps inbox.
  await samPage.goto(`/app/teams/${teamId}/swaps`);
  const incoming = samPage.getByRole('region', { name: /Offers to you/ });
  const offer = incoming.getByRole('article', { name: "Olive's offer" });
  await expect(offer).toContainText('Trade you for this one?');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(samPage.getByRole('region', { name: /History/ })).toContainText('Accepted');

  // Usable on a phone: nothing wider than a 375 px screen.
  const fitsPhone = async (page: Page) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  };
  await fitsPhone(samPage);

  // Both see the games change hands.
  await samPage.goto(`/app/teams/${teamId}/season`);
  await expect(samPage.getByRole('listitem', { name: label(give), exact: true })).toContainText(
    'Yours',
  );
  await expect(samPage.getByRole('listitem', { name: label(take), exact: true })).toContainText(
    'Held by Olive',
  );
  await olivePage.reload();
  await expect(olivePage.getByRole('listitem', { name: label(take), exact: true })).toContainText(
    'Yours',
  );
  await expect(olivePage.getByRole('listitem', { name: label(give), exact: true })).toContainText(
    'Held by Sam',
  );
  await fitsPhone(olivePage);

  // Olive's own calendar feed now lists the game she got and not the one she gave.
  const { myCalendarFeeds } = await graphql<{ myCalendarFeeds: { memberFeedUrl: string } }>(
    request,
    olive.token,
    'query($teamId: ID!) { myCalendarFeeds(teamId: $teamId) { memberFeedUrl } }',
    { teamId },
  );
  const feed = await request.get(myCalendarFeeds.memberFeedUrl);
  expect(feed.ok()).toBe(true);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const uids = eventUids(await feed.text());
  expect(uids).toContain(`${take.id}@tiix`);
  expect(uids).not.toContain(`${give.id}@tiix`);

  await Promise.all(contexts.map((c) => c.close()));
});
