import { expect, test } from '@playwright/test';
import {
  createTeamViaApi,
  signInThroughUi,
  skipNamePrompt,
  verifiedAccount,
} from '../fixtures/accounts';
import { authLink, uniqueEmail, waitForMail } from '../fixtures/mailbox';

test('a guest completes the wizard, signs up by magic link and lands on the new team with its games', async ({
  page,
}) => {
  // Five wizard steps, a magic link and the first-sign-in name prompt: a long journey.
  test.slow();
  const email = uniqueEmail('wizard');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Create Your Team' });
  // The press starts the shell (the landing page works without it), which then loads the wizard.
  await expect(wizard).toBeVisible({ timeout: 30_000 });
  const welcome = page.getByRole('button', { name: 'Close welcome' });
  if (await welcome.isVisible()) await welcome.click();

  await page.getByRole('textbox', { name: 'Team name' }).fill('Sunday Crew');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=2/);

  await page.getByRole('radio', { name: /^NFL/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Cowboys');
  await page.getByRole('radio', { name: 'Dallas Cowboys' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Season & Review previews the first upcoming home games.
  await expect(page.getByRole('combobox', { name: 'Season' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Next' }).click(); // no invites for now

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const mail = await waitForMail(page.request, email, 'signin-passwordless');
  await page.goto(authLink(mail));

  await expect(page).toHaveURL(/\/app\/teams\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  // Signed up by magic link without a name: the app asks for one once.
  await skipNamePrompt(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Crew' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible(); // an upcoming game card
});

test('the owner invites a friend, who accepts through the e-mailed link; an outsider is refused', async ({
  browser,
  page,
}) => {
  // Three accounts signing up and in, an e-mail round trip and three browsers: a long journey.
  test.slow();
  const owner = await verifiedAccount(page.request, 'owner');
  const friend = await verifiedAccount(page.request, 'friend');
  const outsider = await verifiedAccount(page.request, 'outsider');
  const teamId = await createTeamViaApi(page.request, owner, 'Season Squad');

  await signInThroughUi(page, owner);
  await page.goto(`/app/teams/${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Season Squad' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(friend);
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(
    page.getByText(
      `Invitation sent to ${friend}! They'll receive an email with instructions to join the team.`,
    ),
  ).toBeVisible();

  const invite = await waitForMail(page.request, friend, 'team-invite');
  const link = invite.links.find((l) => l.includes('/accept-invite/'));
  expect(link).toBeTruthy();

  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signInThroughUi(friendPage, friend);
  await friendPage.goto(link!);
  await expect(
    friendPage.getByText('Success! You have joined the team. Redirecting...'),
  ).toBeVisible();
  await expect(friendPage).toHaveURL(new RegExp(`/app/teams/${teamId}$`));
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Season Squad' })).toBeVisible();
  await friendContext.close();

  const outsiderContext = await browser.newContext();
  const outsiderPage = await outsiderContext.newPage();
  await signInThroughUi(outsiderPage, outsider);
  await outsiderPage.goto(`/app/teams/${teamId}`);
  await expect(
    outsiderPage.getByRole('heading', { name: 'Team Not Found or Access Denied' }),
  ).toBeVisible();
  await outsiderContext.close();
});
