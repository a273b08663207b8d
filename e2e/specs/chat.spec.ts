import { expect, test, type Page } from '@playwright/test';
import { createTeamViaApi, signInThroughUi, verifiedAccount } from '../fixtures/accounts';
import { apiSession, joinTeam } from '../fixtures/api';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const item = (page: Page, text: string | RegExp) =>
  log(page).getByRole('listitem').filter({ hasText: text });

test('two members chat live in two browsers: send, see without reloading, edit, delete', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await verifiedAccount(request, 'olive');
  const memberEmail = await verifiedAccount(request, 'max');
  const teamId = await createTeamViaApi(request, ownerEmail, 'Chat Crew');
  const owner = await apiSession(request, ownerEmail);
  await joinTeam(request, owner.token, teamId, memberEmail);

  const [olive, max] = await Promise.all(
    [ownerEmail, memberEmail].map(async (email) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInThroughUi(page, email);
      return page;
    }),
  );

  // Max opens the chat first, and sees the product's line about joining.
  await max!.goto(`/app/teams/${teamId}/chat`);
  await expect(max!.getByRole('heading', { level: 1, name: 'Team chat' })).toBeVisible();
  await expect(item(max!, 'Max joined the team.')).toBeVisible();

  // Olive sees one unread message on the team page and on the nav's Teams link.
  await olive!.goto(`/app/teams/${teamId}`);
  await expect(olive!.getByRole('link', { name: 'Team chat, 1 unread' })).toBeVisible();
  await expect(olive!.getByRole('link', { name: /Teams\s*,\s*1 unread message/ })).toBeVisible();
  await olive!.getByRole('link', { name: 'Team chat, 1 unread' }).click();
  await expect(olive!).toHaveURL(new RegExp(`/app/teams/${teamId}/chat$`));
  await expect(item(olive!, 'Max joined the team.')).toBeVisible();

  // Olive writes (Enter sends); Max sees it without reloading.
  await messageBox(olive!).fill('Tailgate at 11? Map: https://example.com/lot-b');
  await messageBox(olive!).press('Enter');
  await expect(messageBox(olive!)).toHaveValue('');
  await expect(item(max!, 'Tailgate at 11?')).toBeVisible();
  await expect(
    item(max!, 'Tailgate at 11?').getByRole('link', { name: 'https://example.com/lot-b' }),
  ).toHaveAttribute('href', 'https://example.com/lot-b');
  // Max can neither edit nor remove what Olive wrote.
  await expect(item(max!, 'Tailgate at 11?').getByRole('button')).toHaveCount(0);

  // Max answers; Olive sees it live too.
  await messageBox(max!).fill("I'm in, bringing chairs");
  await max!.getByRole('button', { name: 'Send' }).click();
  await expect(item(olive!, "I'm in, bringing chairs")).toBeVisible();

  // Max edits his message; Olive sees the new text, marked edited.
  await item(max!, "I'm in, bringing chairs").getByRole('button', { name: 'Edit' }).click();
  const edit = max!.getByRole('textbox', { name: 'Edit message' });
  await edit.fill("I'm in, bringing chairs and the grill");
  await edit.press('Enter');
  await expect(item(olive!, 'bringing chairs and the grill')).toContainText('(edited)');

  // Olive deletes her own message; both see it removed.
  const own = item(olive!, 'Tailgate at 11?');
  await own.getByRole('button', { name: 'Delete' }).click();
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(item(olive!, 'Message removed')).toBeVisible();
  await expect(item(max!, 'Message removed')).toBeVisible();
  await expect(log(max!)).not.toContainText('Tailgate at 11?');

  await olive!.context().close();
  await max!.context().close();
});

test('the chat is usable at phone width', async ({ browser, request }) => {
  const email = await verifiedAccount(request, 'pia');
  const teamId = await createTeamViaApi(request, email, 'Phone Crew');
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signInThroughUi(page, email);
  await page.goto(`/app/teams/${teamId}/chat`);
  await messageBox(page).fill('Hello from my phone');
  await messageBox(page).press('Enter');
  await expect(item(page, 'Hello from my phone')).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
