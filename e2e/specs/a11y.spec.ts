import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTeamViaApi, PASSWORD, verifiedAccount } from '../fixtures/accounts';

// axe-core on every route of the product, as a visitor who signed out, a guest and a member of
// a team: no serious or critical violation anywhere.

/** Which visitors a route is scanned for. `:team` stands for the member's team. */
const routes: { path: string; app: boolean }[] = [
  { path: '/', app: false },
  { path: '/?flow=create-team&step=1', app: false },
  { path: '/auth/callback', app: false },
  { path: '/auth/reset-password', app: false },
  { path: '/accept-invite/some-token', app: false },
  { path: '/login', app: false },
  { path: '/signup', app: false },
  { path: '/legal', app: false },
  { path: '/demo', app: false },
  { path: '/app', app: true },
  { path: '/app/teams', app: true },
  { path: '/app/teams/create', app: true },
  { path: '/app/teams/:team', app: true },
  { path: '/app/teams/:team/draft', app: true },
  { path: '/app/draft/8d3c1f9e-0000-4000-8000-000000000002', app: true },
  { path: '/app/games', app: true },
  { path: '/app/payments', app: true },
  { path: '/app/profile', app: true },
  { path: '/app/settings', app: true },
];

type Visitor = 'signed out' | 'guest' | 'member';
const visitors: Visitor[] = ['signed out', 'guest', 'member'];

// One member with a team for the whole file (per worker).
let member: { email: string; teamId: string } | null = null;

async function memberAccount(request: APIRequestContext) {
  if (!member) {
    const email = await verifiedAccount(request, 'axe');
    member = { email, teamId: await createTeamViaApi(request, email, 'Axe Crew') };
  }
  return member;
}

/** Puts the visitor's session into localStorage the way the app keeps it, once per page. */
async function prepare(page: Page, visitor: Visitor) {
  if (visitor === 'guest') return null;
  if (visitor === 'signed out') {
    // A user who signed in once on this device but whose session is gone.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('axe-seeded')) return;
      sessionStorage.setItem('axe-seeded', '1');
      localStorage.setItem(
        'tiix.session',
        JSON.stringify({
          status: 'auth',
          userId: 'a0000000-0000-4000-8000-000000000000',
          email: 'gone@example.com',
        }),
      );
    });
    return null;
  }
  const account = await memberAccount(page.request);
  const res = await page.request.post('/v1/auth/signin/email-password', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { session } = (await res.json()) as {
    session: { refreshToken: string; refreshTokenId: string; accessTokenExpiresIn: number };
  };
  // The auth client's keys (shared-data/src/auth/tokenStorage.ts); set only before the first
  // load, since the refresh token is replaced on use.
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('axe-seeded')) return;
    sessionStorage.setItem('axe-seeded', '1');
    localStorage.setItem('tiix.auth.refreshToken', s.refreshToken);
    localStorage.setItem('tiix.auth.refreshTokenId', s.refreshTokenId);
    localStorage.setItem(
      'tiix.auth.refreshTokenExpiresAt',
      new Date(Date.now() + s.accessTokenExpiresIn * 1000).toISOString(),
    );
  }, session);
  return account;
}

for (const visitor of visitors) {
  for (const route of routes) {
    // Public pages look the same to a visitor who signed out and to a guest.
    if (visitor === 'signed out' && !route.app) continue;
    test(`${route.path} as a ${visitor} has no serious accessibility violation`, async ({
      page,
    }) => {
      const account = await prepare(page, visitor);
      const path = route.path.replace(
        ':team',
        account?.teamId ?? '8d3c1f9e-0000-4000-8000-000000000001',
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let loading states settle (spinners, data) before scanning.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForTimeout(300);
      // Colours are judged at rest: entrance animations (fades) must have finished.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
  }
}
