import { expect, test, type Page } from '@playwright/test';
import {
  createTeamViaApi,
  NBA_SEASON,
  signInThroughUi,
  verifiedAccount,
} from '../fixtures/accounts';
import { goUnlimited } from '../fixtures/api';

/** Opponent -> rank, read from the rank pickers of the upcoming cards. */
async function ranks(page: Page): Promise<Map<string, number>> {
  const pickers = page.getByRole('combobox', { name: /^My rank for / });
  const out = new Map<string, number>();
  for (const picker of await pickers.all()) {
    const name = ((await picker.getAttribute('aria-label')) ?? '').replace(/^My rank for /, '');
    out.set(name, Number(await picker.inputValue()));
  }
  return out;
}

test('a member sets their game taste, fills their ranks from the score, and the ranks follow the taste', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await verifiedAccount(page.request, 'taster');
  const teamName = 'Taste Crew';
  await createTeamViaApi(page.request, owner, teamName, NBA_SEASON);
  await signInThroughUi(page, owner);
  await goUnlimited(page, teamName);

  await page.goto('/app/games');
  const fill = page.getByRole('button', { name: 'Fill my ranks from the score' });
  await expect(fill).toBeEnabled();
  await fill.click();
  await expect(
    page.getByText('Ranked your games by score. Adjust any rank you like.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^My rank for / }).first()).not.toHaveValue('0');
  const before = await ranks(page);
  expect(before.size).toBeGreaterThanOrEqual(2);
  const byRank = [...before].sort((a, b) => a[1] - b[1]);
  const [top] = byRank[0]!;
  const [last] = byRank[byRank.length - 1]!;
  // No taste yet: no personal score on the cards.
  await expect(page.getByText(/^Your score/)).toHaveCount(0);

  // Love the team score's last game, avoid its first.
  await page.getByRole('button', { name: 'Your game taste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your game taste' });
  await dialog.getByRole('radio', { name: 'Weeknights' }).check();
  await dialog.getByRole('combobox', { name: last, exact: true }).selectOption('love');
  await dialog.getByRole('combobox', { name: top, exact: true }).selectOption('avoid');
  await dialog.getByRole('button', { name: 'Save taste' }).click();
  await expect(page.getByText('Saved your taste. Your scores now follow it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`You love ${last}`).first()).toBeVisible();

  await fill.click();
  await expect.poll(async () => (await ranks(page)).get(last)).toBeLessThan(before.get(last)!);
  const after = await ranks(page);
  expect(after.get(top)).toBeGreaterThan(before.get(top)!);

  // The taste and the ranks it produced survive a reload.
  await page.reload();
  await expect.poll(async () => [...(await ranks(page))]).toEqual([...after]);
  await page.getByRole('button', { name: 'Your game taste' }).click();
  await expect(dialog.getByRole('radio', { name: 'Weeknights' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: last, exact: true })).toHaveValue('love');
});
