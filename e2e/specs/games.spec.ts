import { expect, test } from '@playwright/test';
import {
  createTeamViaApi,
  NBA_SEASON,
  signInThroughUi,
  verifiedAccount,
} from '../fixtures/accounts';

test('a member ranks games with the picker; ranks, sort, tab and month survive a reload', async ({
  page,
}) => {
  const owner = await verifiedAccount(page.request, 'ranker');
  await createTeamViaApi(page.request, owner, 'Rank Crew', NBA_SEASON);
  await signInThroughUi(page, owner); // the new team becomes the current one

  await page.goto('/app/games');
  await expect(page.getByRole('heading', { level: 1, name: /games/i })).toBeVisible();
  const pickers = page.getByRole('combobox', { name: /^My rank for / });
  await expect(pickers.first()).toBeVisible();
  expect(await pickers.count()).toBeGreaterThanOrEqual(3);

  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const picker = pickers.nth(i);
    names.push((await picker.getAttribute('aria-label')) ?? '');
    await picker.selectOption(String(i + 1));
    await expect(picker).toHaveValue(String(i + 1));
  }
  await expect(page.getByText(/3 of \d+ ranked/)).toBeVisible();

  // Choosing a rank another game holds moves it there.
  await page.getByRole('combobox', { name: names[2] }).selectOption('1');
  await expect(page.getByRole('combobox', { name: names[2] })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: names[0] })).not.toHaveValue('1');

  await page.reload();
  await expect(page.getByRole('combobox', { name: names[2] })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: names[1] })).toHaveValue('2');

  // Sort, tab and month live in the address and survive a reload.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'My Rank' });
  await expect(page).toHaveURL(/sort=rank/);
  const month = page.getByRole('combobox', { name: 'Month' });
  const monthValue = await month.locator('option').nth(1).getAttribute('value');
  await month.selectOption(monthValue!);
  await expect(page).toHaveURL(new RegExp(`month=${monthValue}`));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rank');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(monthValue!);

  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a member orders the games by drag and drop with the keyboard, and the order is kept', async ({
  page,
}) => {
  const owner = await verifiedAccount(page.request, 'dragger');
  await createTeamViaApi(page.request, owner, 'Drag Crew', NBA_SEASON);
  await signInThroughUi(page, owner);

  await page.goto('/app/games');
  await page.getByRole('button', { name: 'Reorder' }).click();
  const handles = page.getByRole('button', { name: /^Move / });
  await expect(handles.first()).toBeVisible();
  const opponent = async (i: number) =>
    ((await handles.nth(i).getAttribute('aria-label')) ?? '').replace(/^Move /, '');
  const firstName = await opponent(0);
  const secondName = await opponent(1);
  expect(firstName && secondName).toBeTruthy();

  // Keyboard path: pick up the first game, move it down one place, drop it. Each step waits
  // for the list's screen-reader announcement, so a busy machine cannot outrun the drag.
  const said = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  await handles.nth(0).focus();
  await page.keyboard.press('Space');
  // The pick-up is announced, then at once its place over the list.
  await expect(said(`${firstName} moved to rank 1`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(said(`${firstName} moved to rank 2`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(said(`${firstName} dropped at rank 2`)).toBeAttached();
  await page.getByRole('button', { name: 'Save order' }).click();

  await expect(
    page.getByRole('combobox', { name: `My rank for ${secondName}` }).first(),
  ).toHaveValue('1');
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: `My rank for ${secondName}` }).first(),
  ).toHaveValue('1');
  await expect(
    page.getByRole('combobox', { name: `My rank for ${firstName}` }).first(),
  ).toHaveValue('2');
});
