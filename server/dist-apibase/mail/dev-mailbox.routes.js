import { Hono } from 'hono';
import { socketAddress } from '../auth/rate-limit.js';
import { apiError, routeNotFound } from '../http/errors.js';
import { DevMailbox, devMailboxDir } from './dev-mailbox.js';
import { escapeHtml } from './layout.js';
/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address) {
    if (!address)
        return false;
    const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
    return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
/**
 * `/dev/mailbox` (page), `/dev/mailbox.json` (newest first) and `DELETE /dev/mailbox`. They hold
 * every sign-in link and code, so they exist only without SMTP_URL and while the mailbox is
 * enabled (DEV_MAILBOX_ENABLED; off by default under NODE_ENV=production), and answer only
 * clients on this machine (the socket's peer is a loopback address; X-Forwarded-For is never
 * believed here) unless DEV_MAILBOX_PUBLIC=true. Otherwise the paths answer 404 instead of
 * falling through to the app's HTML fallback.
 */
export function createDevMailboxRouter(config) {
    const router = new Hono();
    if (config.smtpUrl || !config.devMailbox.enabled) {
        router.all('/mailbox', routeNotFound);
        router.all('/mailbox.json', routeNotFound);
        return router;
    }
    if (!config.devMailbox.public) {
        router.use('*', async (c, next) => {
            if (!isLoopbackAddress(socketAddress(c))) {
                return apiError(c, 403, 'forbidden', 'The dev mailbox answers only this machine');
            }
            return next();
        });
    }
    const mailbox = new DevMailbox(devMailboxDir(config));
    const noStore = { 'Cache-Control': 'no-store' };
    router.get('/mailbox.json', async (c) => c.json(await mailbox.list(), 200, noStore));
    router.get('/mailbox', async (c) => c.html(mailboxPage(await mailbox.list()), 200, noStore));
    const empty = async () => {
        await mailbox.clear();
        return new Response(null, { status: 204 });
    };
    router.delete('/mailbox', empty);
    router.delete('/mailbox.json', empty);
    return router;
}
const formatTime = (iso) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
function messageHtml(mail) {
    const links = mail.links.length
        ? `<ul class="links">${mail.links
            .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
            .join('')}</ul>`
        : '<p class="muted">No links.</p>';
    return `<article id="${escapeHtml(mail.id)}">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatTime(mail.createdAt))}</time> · ${escapeHtml(mail.template)}</p>
${links}
<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}
function mailboxPage(mails) {
    const count = mails.length === 1 ? '1 message' : `${mails.length} messages`;
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tiix dev mailbox</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #f3f5f9; color: #1f2937; }
header { background: #0b1b36; color: #fff; padding: 16px 24px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
header h1 { font-size: 20px; margin: 0; flex: 1; }
header a, header button { color: #0b1b36; background: #16c172; border: 0; border-radius: 6px; padding: 8px 14px; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
article { background: #fff; border-radius: 10px; padding: 16px 20px; margin-bottom: 20px; box-shadow: 0 1px 3px rgb(0 0 0 / 8%); }
article h2 { font-size: 18px; margin: 0 0 4px; }
.meta, .muted { color: #6b7280; font-size: 14px; margin: 0 0 8px; }
.links { margin: 0 0 12px; padding-left: 20px; word-break: break-all; }
iframe { width: 100%; height: 600px; border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; }
pre { white-space: pre-wrap; word-break: break-word; background: #f3f5f9; padding: 12px; border-radius: 6px; }
</style>
</head>
<body>
<header>
<h1>Tiix dev mailbox <small>(${count})</small></h1>
<a href="mailbox">Refresh</a>
<a href="mailbox.json">JSON</a>
<button type="button" id="empty">Empty mailbox</button>
</header>
<main>
${mails.length ? mails.map(messageHtml).join('\n') : '<p class="muted">No messages yet. E-mails the server sends show up here while SMTP_URL is unset.</p>'}
</main>
<script>
document.getElementById('empty').addEventListener('click', function () {
  fetch('mailbox', { method: 'DELETE' }).then(function () { location.reload(); });
});
</script>
</body>
</html>
`;
}
//# sourceMappingURL=dev-mailbox.routes.js.map