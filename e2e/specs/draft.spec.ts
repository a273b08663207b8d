import { expect, test, type Page } from '@playwright/test';
import { createTeamViaApi, signInThroughUi, verifiedAccount } from '../fixtures/accounts';
import { apiSession, graphql, joinTeam } from '../fixtures/api';

/** The shortest pick clock the server allows; one member lets it run out once. */
const CLOCK_SEC = 10;

const feedItems = (page: Page) =>
  page.getByRole('list', { name: 'Picks feed' }).getByRole('listitem');

/** Every member's room shows `count` picks, without anyone reloading. */
async function allSee(pages: Page[], count: number, text?: string, timeout = 8_000) {
  for (const page of pages) {
    await expect(feedItems(page)).toHaveCount(count, { timeout });
    if (text) await expect(page.getByRole('list', { name: 'Picks feed' })).toContainText(text);
  }
}

test('three members run a live turn draft with a short clock; the games end up assigned', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = await verifiedAccount(request, 'owner');
  const amyEmail = await verifiedAccount(request, 'amy');
  const benEmail = await verifiedAccount(request, 'ben');
  const teamId = await createTeamViaApi(request, ownerEmail, 'Draft Night');
  const owner = await apiSession(request, ownerEmail);
  await joinTeam(request, owner.token, teamId, amyEmail);
  await joinTeam(request, owner.token, teamId, benEmail);

  const people = await Promise.all(
    [
      ['Owner', ownerEmail],
      ['Amy', amyEmail],
      ['Ben', benEmail],
    ].map(async ([name, email]) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInThroughUi(page, email!);
      return { name: name!, page, context };
    }),
  );
  const [ownerP, amyP, benP] = people.map((p) => p.page) as [Page, Page, Page];
  const pages = [ownerP, amyP, benP];

  // The owner starts the draft from team detail and lands in its room.
  await ownerP.goto(`/app/teams/${teamId}`);
  await ownerP.getByRole('button', { name: 'Start Draft' }).click();
  await expect(ownerP).toHaveURL(/\/app\/draft\/[0-9a-f-]{36}$/);
  const draftId = ownerP.url().split('/app/draft/')[1]!;
  await expect(ownerP.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
  await expect(ownerP.getByRole('group', { name: 'Draft phase' })).toContainText('Pre-Draft');

  // The nav links to the unfinished draft.
  await expect(ownerP.getByRole('link', { name: 'Draft', exact: true })).toHaveAttribute(
    'href',
    `/app/draft/${draftId}`,
  );

  // The others open the room from the nav's Draft link (no address typed).
  for (const page of [amyP, benP]) {
    await page.goto(`/app/teams/${teamId}`);
    await page.getByRole('link', { name: 'Draft', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/draft/${draftId}$`));
    await expect(page.getByRole('heading', { name: 'Owner controls' })).toHaveCount(0);
  }

  // Setup: a 10 s clock (shorter than the presets, so set through the API as the owner), turn
  // mode and enough rounds for every game through the owner's controls.
  await graphql(
    request,
    owner.token,
    'mutation Setup($id: ID!, $input: DraftSetupInput!) { updateDraftSetup(draftId: $id, input: $input) { id } }',
    { id: draftId, input: { pickClockSec: CLOCK_SEC } },
  );
  await expect(ownerP.getByRole('combobox', { name: 'Pick clock' })).toHaveValue(String(CLOCK_SEC));
  await ownerP.getByRole('combobox', { name: 'Mode' }).selectOption('turn');
  await expect(ownerP.getByText('Turn mode')).toBeVisible();
  await ownerP.getByRole('button', { name: 'Enough rounds for every game' }).click();
  await ownerP.getByRole('button', { name: 'Lock setup' }).click();
  await ownerP.getByRole('button', { name: 'Start draft' }).click();
  for (const page of pages)
    await expect(page.getByRole('group', { name: 'Draft phase' })).toContainText('Draft');

  // Each turn: whoever's room says 'Your turn!' drafts their top game; Ben lets his first clock
  // run out, so the server auto-picks for him.
  let made = 0;
  let autoPicked = false;
  for (let guard = 0; guard < 40; guard += 1) {
    if (await ownerP.getByText('The draft is complete.').isVisible()) break;
    let onClock: (typeof people)[number] | undefined;
    await expect
      .poll(
        async () => {
          for (const p of people) {
            if (await p.page.getByText('Your turn!').isVisible()) {
              onClock = p;
              return true;
            }
          }
          return ownerP.getByText('The draft is complete.').isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    if (!onClock) break;
    if (onClock.name === 'Ben' && !autoPicked) {
      autoPicked = true;
      await expect(onClock.page.getByRole('timer')).toBeVisible();
      // The clock runs out on the server: allow the clock plus the scheduler's slack.
      await allSee(pages, made + 1, undefined, (CLOCK_SEC + 15) * 1000);
      await expect(
        ownerP.getByRole('list', { name: 'Picks feed' }).getByText('Auto', { exact: true }),
      ).toBeVisible();
    } else {
      const button = onClock.page.getByRole('button', { name: /^Draft / }).first();
      await expect(button).toBeEnabled();
      const opponent = (await button.getAttribute('aria-label'))!.replace(/^Draft /, '');
      await button.click();
      await allSee(pages, made + 1, `${onClock.name} took ${opponent}`);
    }
    made += 1;
  }
  expect(autoPicked).toBe(true);
  expect(made).toBeGreaterThan(2);

  // Post-Draft everywhere, with who got which games.
  const counts = new Map<string, number>();
  for (const p of people) {
    await expect(p.page.getByRole('group', { name: 'Draft phase' })).toContainText('Post-Draft');
    const mine = p.page.getByRole('list', { name: `${p.name}'s games` }).getByRole('listitem');
    counts.set(p.name, await mine.count());
  }
  expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(made);

  // The games are assigned: team detail lists each member's games, the games page marks them.
  for (const p of people) {
    await p.page.goto(`/app/teams/${teamId}`);
    const n = counts.get(p.name)!;
    if (n > 0) {
      await expect(
        p.page.getByRole('list', { name: 'Your games' }).getByRole('listitem'),
      ).toHaveCount(n);
    }
    // The draft is complete: no Draft link in the nav any more.
    await expect(p.page.getByRole('link', { name: 'Draft', exact: true })).toHaveCount(0);
  }
  // The games page marks Amy's games 'Yours' and the others' with their holder. A drafted game
  // whose date has passed without a score sits under Completed, so both tabs are counted.
  await amyP.goto('/app/games');
  await expect(amyP.getByRole('article').first()).toBeVisible();
  const yoursUpcoming = await amyP.getByText('Yours', { exact: true }).count();
  await expect(amyP.getByText(/^Held by (Owner|Ben)$/).first()).toBeVisible();
  await amyP.getByRole('tab', { name: 'Completed' }).click();
  await expect
    .poll(() => amyP.getByText('Yours', { exact: true }).count())
    .toBe(counts.get('Amy')! - yoursUpcoming);

  for (const p of people) await p.context.close();
});
