import { Hono } from 'hono';
import { feedDocument } from './calendar.service.js';
/** `GET /v1/calendar/<token>.ics`: no sign-in, the token is the secret. */
export function createCalendarRouter(deps) {
    const router = new Hono();
    router.get('/:file{[^/]+\\.ics}', async (c) => {
        const token = c.req.param('file').replace(/\.ics$/, '');
        const body = await feedDocument(deps.db, token);
        // The secret is in the path: keep the feed out of shared caches, search engines and referrers.
        c.header('Cache-Control', 'private, max-age=300');
        c.header('X-Robots-Tag', 'noindex');
        c.header('Referrer-Policy', 'no-referrer');
        if (!body)
            return c.text('Calendar feed not found. Copy the current link from Tiix.', 404);
        return c.body(body, 200, {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'inline; filename="tiix-games.ics"',
        });
    });
    return router;
}
//# sourceMappingURL=calendar.routes.js.map