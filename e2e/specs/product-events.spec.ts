import { expect, test, type APIRequestContext } from '@playwright/test';

// The wizard's product events reach our own server: in a timed batch while the page is open, and
// handed to the browser when the page is left. The deployment's owner counts them by day from
// this machine (GET /api/admin/events/daily answers loopback clients).

interface SentEvent {
  name: string;
  properties: Record<string, unknown>;
}

async function stepsCompleted(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/admin/events/daily');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { totals: Record<string, number> };
  return body.totals.step_completed ?? 0;
}

test('the wizard sends its events to the server in batches and when the page is left', async ({
  page,
}) => {
  test.slow();
  const before = await stepsCompleted(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create Your Team' })).toBeVisible({
    timeout: 30_000,
  });
  const welcome = page.getByRole('button', { name: 'Close welcome' });
  if (await welcome.isVisible()) await welcome.click();

  // What the page sends to /api/events, and what the server answers.
  const sent: { authorization?: string; status: number; events: SentEvent[] }[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/api/events') return;
    const { events } = JSON.parse(req.postData() ?? '{}') as { events: SentEvent[] };
    sent.push({ authorization: req.headers().authorization, status: res.status(), events });
  });
  await page.getByRole('textbox', { name: 'Team name' }).fill('Sunday Crew');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^NFL/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Both steps arrive a few seconds later, batched, signed out (no Authorization header).
  await expect
    .poll(() => sent.flatMap((b) => b.events.map((e) => [e.name, e.properties.step])), {
      timeout: 20_000,
    })
    .toEqual([
      ['step_completed', 1],
      ['step_completed', 2],
    ]);
  expect(sent.every((b) => b.status === 202 && b.authorization === undefined)).toBe(true);

  // A third step, then the page is left at once: the queued event still arrives.
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Cowboys');
  await page.getByRole('radio', { name: 'Dallas Cowboys' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Another document: the wizard's page gets pagehide and hands its queue to sendBeacon.
  await page.goto('/healthz');

  await expect
    .poll(() => stepsCompleted(page.request), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 3);
});
