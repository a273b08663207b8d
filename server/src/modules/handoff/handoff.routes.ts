import { Hono } from 'hono';
import { socketAddress } from '../../auth/rate-limit.js';
import type { AppDeps } from '../../context.js';
import { apiError, routeNotFound } from '../../http/errors.js';
import { createHandoffReminders } from '../../jobs/handoff-reminders.js';
import { isLoopbackAddress } from '../../mail/dev-mailbox.routes.js';

/**
 * Test-only: `POST /dev/clock/handoff-reminders` with `{"now": "<ISO time>"}` runs the handoff
 * reminders as of that time, so an end-to-end test sees a reminder days ahead without waiting.
 * It exists only with TEST_CLOCK_ENABLED=true (refused at start on a site people use, see
 * src/config-checks.ts) and answers only this machine; otherwise the path is a plain 404.
 */
export function createTestClockRouter(deps: AppDeps): Hono {
  const router = new Hono();
  if (!deps.config.testClock) {
    router.all('*', routeNotFound);
    return router;
  }
  const reminders = createHandoffReminders(deps);
  router.post('/handoff-reminders', async (c) => {
    if (!isLoopbackAddress(socketAddress(c))) {
      return apiError(c, 403, 'forbidden', 'The test clock answers only this machine');
    }
    const body = (await c.req.json().catch(() => null)) as { now?: unknown } | null;
    const now = typeof body?.now === 'string' ? new Date(body.now) : null;
    if (!now || Number.isNaN(now.getTime())) {
      return apiError(c, 400, 'invalid-request', 'now must be an ISO 8601 time');
    }
    return c.json({ sent: await reminders.runDue(now) });
  });
  return router;
}
