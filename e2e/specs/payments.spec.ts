import { expect, test, type APIRequestContext } from '@playwright/test';
import { createTeamViaApi, signInThroughUi, verifiedAccount } from '../fixtures/accounts';
import { apiSession, goUnlimited, graphql, joinTeam, payOnSandbox } from '../fixtures/api';
import { uniqueEmail } from '../fixtures/mailbox';

/** The sandbox card processor's test cards. */

/** Gives the account a profile name, so the app does not ask for one and rows read well. */
async function nameAccount(request: APIRequestContext, email: string, name: string) {
  const { token } = await apiSession(request, email);
  await graphql(request, token, 'mutation { ensureMyProfile { userId } }', {});
  await graphql(
    request,
    token,
    'mutation Name($name: String) { updateMyProfile(name: $name) { name } }',
    { name },
  );
}

test('the owner sets a Venmo handle and splits the season by value; a member pays by card, the owner waives another', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = await verifiedAccount(page.request, 'payowner');
  const samEmail = await verifiedAccount(page.request, 'paysam');
  const kimEmail = await verifiedAccount(page.request, 'paykim');
  await nameAccount(page.request, ownerEmail, 'Olive Owner');
  await nameAccount(page.request, samEmail, 'Sam Payer');
  await nameAccount(page.request, kimEmail, 'Kim Waived');
  const teamName = 'Settle Crew';
  const teamId = await createTeamViaApi(page.request, ownerEmail, teamName);
  const owner = await apiSession(page.request, ownerEmail);
  await joinTeam(page.request, owner.token, teamId, samEmail);
  await joinTeam(page.request, owner.token, teamId, kimEmail);

  // A finished draft gives every member games, and so a share of the season's value.
  const { createAndStartDraft } = await graphql<{ createAndStartDraft: { id: string } }>(
    page.request,
    owner.token,
    'mutation Start($teamId: ID!) { createAndStartDraft(teamId: $teamId) { id } }',
    { teamId },
  );
  const { finishDraftNow } = await graphql<{ finishDraftNow: { state: string } }>(
    page.request,
    owner.token,
    'mutation Finish($id: ID!) { finishDraftNow(draftId: $id) { state } }',
    { id: createAndStartDraft.id },
  );
  expect(finishDraftNow.state).toBe('complete');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, ownerEmail);
  await page.goto('/app/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  // A free team sees what unlocks card payments, and goes there.
  const payouts = page.getByRole('region', { name: 'Payouts' });
  const hint = payouts.getByRole('note', { name: 'Card payments: Unlimited plan' });
  await expect(hint).toContainText('Card payments are an Unlimited feature.');
  await hint.getByRole('link', { name: 'Go Unlimited' }).click();
  await expect(page).toHaveURL(/\/app\/settings#billing$/);
  await goUnlimited(page, teamName);

  // Payouts through the sandbox's onboarding, then card payments on.
  await page.goto('/app/payments');
  await expect(hint).toBeHidden();
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/sandbox\/onboarding\//);
  await page.getByLabel('Legal name').fill('Olive Owner');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/teams/${teamId}\\?payouts=return`));
  // The team page has restored the session (its refresh token rotated) before the next load,
  // so the journey does not lean on the server's grace for a token replaced moments ago.
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Payouts' })).toBeHidden();
  await page.goto('/app/payments');
  // Ready payouts on an Unlimited team may already have turned card payments on.
  const cardSwitch = payouts.getByRole('button', { name: /^Turn (on|off) card payments$/ });
  await expect(cardSwitch).toBeVisible();
  if ((await cardSwitch.textContent()) === 'Turn on card payments') await cardSwitch.click();
  await expect(payouts.getByRole('button', { name: 'Turn off card payments' })).toBeVisible();
  await expect(payouts).toContainText('card payments are on');

  // The Venmo handle that every Pay link uses.
  const settings = page.getByRole('region', { name: 'Payment settings' });
  await settings.getByRole('textbox', { name: 'Venmo username' }).fill('ab');
  await settings.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(settings.getByText(/^Venmo usernames are 5-30 letters/)).toBeVisible();
  await settings.getByRole('textbox', { name: 'Venmo username' }).fill('@settle-crew');
  await expect(settings.getByText(/^Venmo usernames are 5-30 letters/)).toBeHidden();
  await settings.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();

  // Split the season by the value of each member's drafted games.
  await page.getByRole('button', { name: 'Split the season' }).click();
  const split = page.getByRole('dialog', { name: 'Split the season' });
  await split.getByRole('textbox', { name: 'Season total (USD)' }).fill('900');
  await split.getByRole('radio', { name: /By value/ }).check();
  const preview = split.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row', { name: /^Total/ })).toHaveText(/\$900\.00/);
  await expect(preview.getByRole('row', { name: /paysam/i })).toBeVisible();
  await split.getByRole('button', { name: 'Create requests' }).click();
  await expect(page.getByText('Created 2 payment requests')).toBeVisible();
  const list = page.getByRole('list', { name: 'Payment requests' });
  const samRow = list.getByRole('listitem').filter({ hasText: /paysam/i });
  const kimRow = list.getByRole('listitem').filter({ hasText: /paykim/i });
  await expect(samRow).toContainText('Pending');
  await expect(kimRow).toContainText('Pending');
  await page.screenshot({
    path: test.info().outputPath('payments-owner-1280.png'),
    fullPage: true,
  });

  // Sam pays by card in the sandbox checkout and sees it paid once the webhook has landed.
  const samContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const samPage = await samContext.newPage();
  await signInThroughUi(samPage, samEmail);
  await samPage.goto('/app/payments');
  const mine = samPage.getByRole('list', { name: 'Payment requests' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('link', { name: 'Pay' })).toHaveAttribute(
    'href',
    /^https:\/\/venmo\.com\/settle-crew\?txn=pay&amount=/,
  );
  await samPage.screenshot({
    path: test.info().outputPath('payments-payer-375.png'),
    fullPage: true,
  });
  await mine.getByRole('button', { name: 'Pay by card' }).click();
  const pay = samPage.getByRole('dialog', { name: 'Pay by card' });
  await expect(pay.getByText('Card fee', { exact: true })).toBeVisible();
  await expect(pay).toContainText('Tiix takes no cut');
  await pay.getByRole('button', { name: 'Continue to checkout' }).click();
  await payOnSandbox(samPage);
  await expect(samPage).toHaveURL(/\/app\/payments\?checkout=success/);
  await expect(mine).toContainText('Paid', { timeout: 30_000 });
  await expect(mine).toContainText('by card');
  await samContext.close();

  // The owner waives Kim's request and sees Sam's paid.
  await page.reload();
  await kimRow.getByRole('button', { name: 'Waive' }).click();
  await expect(kimRow).toContainText('Waived');
  await expect(samRow).toContainText('Paid');
  await kimRow.getByText(/^History/).click();
  await expect(kimRow).toContainText('changed the status from Pending to Waived');
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByRole('row', { name: /paysam/i })).toContainText('of the value');
});

test('a free team hits the member limit, upgrades in the sandbox and the limit is gone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await verifiedAccount(page.request, 'limitowner');
  await nameAccount(page.request, ownerEmail, 'Lim Owner');
  const teamName = 'Limit Crew';
  const teamId = await createTeamViaApi(page.request, ownerEmail, teamName);
  const owner = await apiSession(page.request, ownerEmail);
  for (let i = 1; i <= 4; i++) {
    await graphql(
      page.request,
      owner.token,
      'mutation Invite($teamId: ID!, $email: String!) { inviteMember(teamId: $teamId, email: $email) { success } }',
      { teamId, email: uniqueEmail(`limit${i}`) },
    );
  }
  const fifth = uniqueEmail('limit5');

  await signInThroughUi(page, ownerEmail);
  const invite = async () => {
    await page.goto(`/app/teams/${teamId}`);
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(fifth);
    await dialog.getByRole('button', { name: /send/i }).click();
  };
  await invite();
  await expect(
    page.getByText('The free plan includes up to 4 invited members. Go Unlimited to invite more.'),
  ).toBeVisible();

  await page.goto('/app/settings#billing');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('billing-free-375.png'), fullPage: true });
  await goUnlimited(page, teamName);
  await page.screenshot({
    path: test.info().outputPath('billing-unlimited-375.png'),
    fullPage: true,
  });

  await invite();
  await expect(
    page.getByText(
      `Invitation sent to ${fifth}! They'll receive an email with instructions to join the team.`,
    ),
  ).toBeVisible();
});
