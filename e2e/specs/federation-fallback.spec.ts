import { expect, test } from '@playwright/test';

test('a remote whose manifest is unreachable shows the fallback while navigation works', async ({
  page,
}) => {
  await page.route('**/remotes/mf-payments/mf-manifest.json', (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/app/payments');
  await expect(page.getByRole('heading', { name: "This part of Tiix didn't load" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The shell and the other remotes keep working.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /select a team/i })).toBeVisible();

  // Back on the broken page, Retry loads it once the remote is reachable again.
  await nav.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: "This part of Tiix didn't load" })).toBeVisible();
  await page.unroute('**/remotes/mf-payments/mf-manifest.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /payments/i })).toBeVisible();
});

test('a remote that throws while rendering is contained too', async ({ page }) => {
  await page.route('**/remotes/mf-teams/**/*.js', async (route) => {
    if (route.request().url().includes('remoteEntry')) return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("boom")',
    });
  });
  await page.goto('/app/games');
  await expect(page.getByRole('heading', { name: "This part of Tiix didn't load" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
