import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  createTeamViaApi,
  signInThroughUi,
  verifiedAccount,
} from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/mailbox';

// A phone: every app page fits 375 px (nothing cut off, no sideways scrolling) and the top bar's
// links and user menu sit behind one menu button that works by keyboard.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

// Long content, the kind that pushes a page sideways: a 60-character e-mail address (the
// account's own, and a pending invite's), a team name that is one long word, and a long name.
const LONG_TAG = 'phone-owner-with-a-rather-long-a'; // + 28 characters from uniqueEmail
const LONG_TEAM = 'Supercalifragilisticexpialidocious Season Crew';
const LONG_NAME = 'Bartholomew Wolfeschlegelsteinhausenbergerdorff-Montgomery';

/** Horizontal overflow of the page, and elements reaching past either edge of the viewport. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const clipped: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Content inside a scroll or clip box (a wide table, an ellipsis) is meant to be there.
      let inner = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') {
          inner = true;
          break;
        }
      }
      if (inner) continue;
      if (box.right > width + 1 || box.left < -1) {
        const text = (el.textContent ?? '').trim().slice(0, 40);
        clipped.push(`${el.tagName.toLowerCase()}.${String(el.className)} "${text}"`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, clipped };
  });
}

async function expectFits(page: Page, path: string) {
  const problems = await layoutProblems(page);
  expect(problems.clipped, `cut off on ${path}`).toEqual([]);
  expect(problems.scrollWidth, `sideways scrolling on ${path}`).toBeLessThanOrEqual(
    problems.clientWidth,
  );
}

test('every app page fits a 375 px phone, and the menu works by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  // Signed up without a name, so the first sign-in asks for one.
  const email = await verifiedAccount(page.request, LONG_TAG, { named: false });
  expect(email).toHaveLength(60);
  const teamId = await createTeamViaApi(page.request, email, LONG_TEAM);
  // A pending invite lists its (long) address on the team page.
  const invitee = uniqueEmail('invitee-with-an-even-longer-addre');
  expect(invitee).toHaveLength(61);
  const invited = await page.request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${await accessToken(page.request, email)}` },
    data: {
      query: `mutation Invite($teamId: ID!, $email: String!) { inviteMember(teamId: $teamId, email: $email) { success message } }`,
      variables: { teamId, email: invitee },
    },
  });
  expect(((await invited.json()) as { data?: unknown }).data).toMatchObject({
    inviteMember: { success: true },
  });
  await signInThroughUi(page, email);

  // The name prompt fits the phone and sets the name the dashboard greets with.
  const prompt = page.getByRole('dialog', { name: 'What should your friends call you?' });
  await expect(prompt).toBeVisible();
  await expectFits(page, 'name prompt');
  await prompt.getByRole('textbox', { name: 'Display Name' }).fill(LONG_NAME);
  await prompt.getByRole('button', { name: 'Save name' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText(`Welcome back, ${LONG_NAME}!`)).toBeVisible();
  // The dashboard with the name's toast showing: the toast area fits the phone too.
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expectFits(page, '/app with a toast');

  // The bar: no link row, one menu button.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();

  // Keyboard only: Tab reaches the button, Enter opens the menu with focus inside it.
  await page.locator('body').focus();
  for (let i = 0; i < 6 && !(await menuButton.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Dashboard', 'Teams', 'Games', 'Payments', 'Profile', 'Settings', 'Legal'])
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await expectFits(page, 'open menu');

  // Escape closes and gives focus back; arrows and Enter follow a link.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  // The menu moves focus to its first item once open; arrows pressed before that would be lost.
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Teams' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Games' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/games$/);
  await expect(menu).toBeHidden();

  // The bar hides on scroll down and comes back on scroll up.
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 800);
  await expect.poll(async () => (await banner.boundingBox())?.y ?? 0).toBeLessThan(0);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await banner.boundingBox())?.y ?? -1).toBe(0);

  const pages: [string, RegExp | string][] = [
    ['/app', 'Dashboard'],
    [`/app/teams/${teamId}`, LONG_TEAM],
    ['/app/teams/create', /create/i],
    ['/app/games', /games/i],
    ['/app/payments', /payments/i],
    [`/app/teams/${teamId}/draft`, /draft/i],
    ['/app/profile', 'Profile'],
    ['/app/settings', /settings/i],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    // Let late content (remote pages, lists) settle before measuring. Not 'networkidle': live
    // streams (notifications, chat counts) keep a request open on every app page.
    await page.waitForLoadState('load');
    await expect(page.locator('.tx-spinner, [aria-busy="true"]')).toHaveCount(0);
    await expectFits(page, path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  }

  // The long content is really on the pages measured, not cut away.
  await page.goto(`/app/teams/${teamId}`);
  await expect(page.getByText(invitee)).toBeVisible();
  await page.goto('/app/profile');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(LONG_NAME).first()).toBeVisible();
});
