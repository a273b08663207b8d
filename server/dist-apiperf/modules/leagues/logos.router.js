import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { apiError } from '../../http/errors.js';
import { getTeam } from './league-data.js';
import { parseLeagueId } from './leagues.js';
import { leagueLogo, teamLogo } from './logos.js';
// A week: the marks change only with a release, and a stale one is harmless.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const rendered = new Map();
function remember(key, render) {
    let entry = rendered.get(key);
    if (!entry) {
        const body = render();
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        rendered.set(key, entry);
    }
    return entry;
}
function sendSvg(c, entry) {
    const headers = {
        'Cache-Control': CACHE_CONTROL,
        ETag: entry.etag,
        // Opened on its own, an SVG is a document: let it run nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('if-none-match') === entry.etag)
        return c.body(null, 304, headers);
    return c.body(entry.body, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
}
const notFound = (c) => apiError(c, 404, 'logo-not-found', 'Logo not found');
/** The name without '.svg', or null when the file is not an SVG name. */
const svgName = (file) => (file.toLowerCase().endsWith('.svg') ? file.slice(0, -4) : null);
/**
 * /logos/leagues/{league}.svg and /logos/{league}/{team-slug}.svg. The league is
 * case-insensitive; the team may also be given by abbreviation. Unknown: 404.
 */
export function createLogosRouter() {
    const router = new Hono();
    router.get('/leagues/:file', (c) => {
        const league = parseLeagueId(svgName(c.req.param('file')));
        return league
            ? sendSvg(c, remember(`league:${league}`, () => leagueLogo(league)))
            : notFound(c);
    });
    router.get('/:league/:file', (c) => {
        const name = svgName(c.req.param('file'));
        const team = name ? getTeam(c.req.param('league'), name) : null;
        if (!team)
            return notFound(c);
        return sendSvg(c, remember(`team:${team.league}:${team.id}`, () => teamLogo(team)));
    });
    return router;
}
//# sourceMappingURL=logos.router.js.map