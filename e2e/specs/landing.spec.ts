import { expect, test, type Page } from '@playwright/test';
import { trackRemotes } from '../fixtures/remotes';

/** Records the shell's scripts the page fetched (the shell's own, not a remote's). */
function trackShellScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/static/js/'))
      scripts.push(pathname);
  });
  return scripts;
}

/** The server-rendered page once its own script made it work (mf-landing's island). */
const livePage = (page: Page) => page.locator('#tiix-prerender[data-live]');

test('the landing page works from the server-rendered HTML, without the shell', async ({
  page,
}) => {
  const remotes = trackRemotes(page);
  const shell = trackShellScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(livePage(page)).toBeAttached();
  for (const id of ['how-it-works', 'features', 'comparison', 'pricing', 'about']) {
    await expect(page.locator(`section#${id}`)).toBeAttached();
  }
  await expect(page.getByRole('contentinfo')).toContainText(/not affiliated/i);
  await page.waitForLoadState('load');
  expect(shell).toEqual([]);
  expect(remotes.size).toBe(0);
});

test('the landing and the app pages name the brand icon, and the server sends it', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/app']) {
    await page.goto(path);
    const href = await page.locator('head link[rel="icon"]').getAttribute('href');
    expect(href, path).toBe('/favicon.svg');
  }
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
});

test('on a phone, the menu and the comparison toggle work before the shell loads', async ({
  page,
}) => {
  const shell = trackShellScripts(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(livePage(page)).toBeAttached();
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await expect(nav.getByRole('link', { name: 'How it works' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  const comparison = page.locator('section#comparison');
  await expect(comparison.getByRole('columnheader', { name: 'The old way' })).toBeHidden();
  await comparison.getByRole('button', { name: 'Old way' }).click();
  await expect(comparison.getByRole('columnheader', { name: 'The old way' })).toBeVisible();
  await expect(comparison.getByRole('columnheader', { name: 'The Tiix way' })).toBeHidden();
  expect(shell).toEqual([]);
});

test('the first Sign in loads the shell, which opens the panel on the live page', async ({
  page,
}) => {
  // The whole app loads on the press (the shell, its shared libraries, mf-landing).
  test.slow();
  const remotes = trackRemotes(page);
  const shell = trackShellScripts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(livePage(page)).toBeAttached();
  expect(shell).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const panel = page.getByRole('dialog', { name: 'Sign in' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('tab', { name: 'Password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  expect(shell.length).toBeGreaterThan(0);
  expect(remotes.has('mf-landing')).toBe(true);
  // The live page took the server-rendered one's place: one landing, not two.
  await expect(page.locator('#tiix-prerender')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
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
  test.slow();
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
  // The press starts the shell, which then loads the wizard.
  await expect(page.getByRole('dialog', { name: 'Create Your Team' })).toBeVisible({
    timeout: 30_000,
  });
});
