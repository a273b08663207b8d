import { Hono } from 'hono';
import type { AppDeps } from '../../context.js';
import { escapeHtml } from '../../mail/layout.js';
import { unsubscribe, unsubscribeLink } from './notifications.service.js';

function page(title: string, body: string, status: 200 | 404 = 200) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tiix</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f9;color:#1f2937;margin:0}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 12px;color:#0b1b36}
button{margin-top:12px;padding:12px 20px;border:0;border-radius:8px;background:#16c172;color:#0b1b36;font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#0b1b36}
</style>
</head>
<body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

const notFound = () =>
  page(
    'Link not found',
    '<h1>This unsubscribe link does not work</h1><p>Choose which e-mails you get in <a href="/app/settings">your Tiix settings</a>.</p>',
    404,
  );

/**
 * Unsubscribe links of notification e-mails, usable without signing in: the token names one
 * member and one kind. GET only shows a button, because mail scanners open links on their own;
 * POST (the button, or a mail client's one-click `List-Unsubscribe-Post`) turns the e-mail off.
 */
export function createNotificationsRouter(deps: AppDeps): Hono {
  const router = new Hono();
  router.get('/unsubscribe/:token', async (c) => {
    const token = c.req.param('token');
    const found = await unsubscribeLink(deps.db, token);
    if (!found) return notFound();
    const label = escapeHtml(found.label);
    return page(
      'Unsubscribe',
      `<h1>Stop e-mails about ${label}?</h1>
<p>You will still see them in the notification centre in Tiix.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
    );
  });
  router.post('/unsubscribe/:token', async (c) => {
    const done = await unsubscribe(deps.db, c.req.param('token'));
    if (!done) return notFound();
    return page(
      'Unsubscribed',
      `<h1>You're unsubscribed</h1>
<p>No more e-mails about ${escapeHtml(done.label)}. You can turn them back on in <a href="/app/settings">your Tiix settings</a>.</p>`,
    );
  });
  return router;
}
