import { expect, test } from '@playwright/test';
import { trackRemotes } from '../fixtures/remotes';

test('the landing page renders from mf-landing inside the shell', async ({ page }) => {
  const remotes = trackRemotes(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remotes.has('mf-landing')).toBe(true);
  for (const id of ['how-it-works', 'features', 'comparison', 'pricing', 'about']) {
    await expect(page.locator(`section#${id}`)).toBeAttached();
  }
  await expect(page.getByRole('contentinfo')).toContainText(/not affiliated/i);
});

test('nav links scroll to their sections and the logo scrolls back to the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('section#pricing')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
  await page.getByRole('banner').getByRole('link', { name: /tiix/i }).first().click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('calls to action open the create-team flow and the sign-in panel', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
    'href',
    '/?flow=create-team&step=1',
  );
  for (const name of ['Start Your First Team', 'Try it now for free', 'Set Up My Team Free']) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', '/app');
  }
  // Unlimited is bought in the billing section; signing in comes first when needed.
  await expect(page.getByRole('link', { name: 'Go Unlimited' }).first()).toHaveAttribute(
    'href',
    '/login?next=%2Fapp%2Fsettings%23billing',
  );
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/flow=create-team&step=1/);
  await expect(page.getByRole('dialog', { name: 'Create Your Team' })).toBeVisible();
});
