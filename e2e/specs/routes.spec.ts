import { expect, test } from '@playwright/test';
import { trackRemotes } from '../fixtures/remotes';

// Every route of the product, the app that owns it, and what proves it rendered.
const routes: { path: string; owner: string; heading: RegExp }[] = [
  { path: '/legal', owner: 'mf-landing', heading: /legal/i },
  { path: '/demo', owner: 'mf-teams', heading: /./ },
  { path: '/accept-invite/some-token', owner: 'mf-teams', heading: /invitation/i },
  { path: '/app/teams', owner: 'mf-teams', heading: /select a team/i },
  { path: '/app/teams/create', owner: 'mf-wizard', heading: /create a team/i },
  { path: '/app/teams/8d3c1f9e-0000-4000-8000-000000000001', owner: 'mf-teams', heading: /team/i },
  {
    path: '/app/teams/8d3c1f9e-0000-4000-8000-000000000001/draft',
    owner: 'mf-draft',
    heading: /draft/i,
  },
  { path: '/app/draft/8d3c1f9e-0000-4000-8000-000000000002', owner: 'mf-draft', heading: /draft/i },
  { path: '/app/games', owner: 'mf-teams', heading: /games/i },
  { path: '/app/payments', owner: 'mf-payments', heading: /payments/i },
  { path: '/app', owner: 'shell', heading: /dashboard/i },
  { path: '/app/profile', owner: 'shell', heading: /^profile$/i },
  { path: '/app/settings', owner: 'shell', heading: /^settings$/i },
  { path: '/login', owner: 'shell', heading: /log in/i },
  { path: '/signup', owner: 'shell', heading: /create account/i },
  { path: '/auth/callback', owner: 'shell', heading: /signing you in/i },
  { path: '/auth/reset-password', owner: 'shell', heading: /./ },
];

for (const { path, owner, heading } of routes) {
  test(`${path} is mounted by ${owner}`, async ({ page }) => {
    const remotes = trackRemotes(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    if (owner === 'shell') expect([...remotes]).toEqual([]);
    else expect([...remotes]).toEqual([owner]);
  });
}

test('the create-team wizard opens as a modal over the landing page', async ({ page }) => {
  const remotes = trackRemotes(page);
  await page.goto('/?flow=create-team&step=1');
  const wizard = page.getByRole('dialog', { name: 'Create Your Team' });
  await expect(wizard).toBeVisible();
  expect(remotes.has('mf-landing') && remotes.has('mf-wizard')).toBe(true);
  // The welcome overlay comes first; Escape on step 1 then closes the wizard.
  const welcome = page.getByRole('button', { name: 'Close welcome' });
  if (await welcome.isVisible()) await welcome.click();
  await page.getByRole('textbox', { name: 'Team name' }).focus();
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path lands on /', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('section#pricing')).toBeAttached();
});

test('the app area shows the top navigation', async ({ page }) => {
  await page.goto('/app');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Teams', 'Games', 'Payments']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/app\/games$/);
  await expect(page.getByRole('heading', { level: 1, name: /games/i })).toBeVisible();
});
