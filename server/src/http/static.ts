import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { REMOTE_NAMES } from '../config.js';
import { withAppFrame } from './app-frame.js';
import { withLandingPrerender } from './landing-prerender.js';

// Build tools put a content hash in asset names (index.3f9c2a1b.js): such a file never changes,
// so browsers may keep it for a year. Everything else (index.html, mf-manifest.json,
// remoteEntry.js, unhashed public files) must be revalidated so a new deploy shows up at once.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

const cacheControlFor = (path: string) =>
  HASHED_ASSET.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** serveStatic for a folder that may not exist yet (apps are built after the server starts). */
function staticFrom(
  root: string,
  rewriteRequestPath?: (path: string) => string,
): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({ root, ...(rewriteRequestPath ? { rewriteRequestPath } : {}) });
    }
    const res = await serve(c, next);
    // A Response means the file was found (otherwise serveStatic passed on to next). The header
    // goes on that response itself: set through the context afterwards (its onFound hook) it
    // would not reach a response that is already built.
    if (res instanceof Response) res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    return res;
  };
}

/** Paths that are never answered with the shell's HTML, even for a browser navigation. */
export const NON_HTML_PREFIXES = ['/v1/', '/api/', '/remotes/'];

/**
 * Serves each built remote under /remotes/<name>/ (CORS open: a shell on another origin, or a
 * CDN-hosted shell, loads them) and the built shell at /.
 */
export function registerStaticRoutes(
  app: Hono,
  staticRoot: string,
  { landingBase }: { landingBase?: string } = {},
) {
  for (const name of REMOTE_NAMES) {
    const prefix = `/remotes/${name}`;
    app.use(`${prefix}/*`, cors({ origin: '*' }));
    app.get(
      `${prefix}/*`,
      staticFrom(join(staticRoot, name, 'dist'), (path) => path.slice(prefix.length) || '/'),
    );
  }
  // `/` gets the landing page prerendered into the shell's page (only where mf-landing's own
  // build is served, so the markup matches the live remote).
  if (landingBase) {
    app.get('/', (c) =>
      shellIndex(c, staticRoot, (html) => withLandingPrerender(html, staticRoot, landingBase)),
    );
  }
  // App pages paint the app's frame from the first response (no file lives under /app).
  for (const path of ['/app', '/app/*']) {
    app.get(path, (c, next) =>
      wantsHtml(c)
        ? shellIndex(c, staticRoot, (html) => withAppFrame(html, staticRoot, c.req.path))
        : next(),
    );
  }
  app.get('*', staticFrom(join(staticRoot, 'shell', 'dist')));
}

/** Browser navigations ask for HTML; fetches of data, scripts and images do not. */
export function wantsHtml(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (NON_HTML_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return false;
  return (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The SPA fallback: the shell's index.html for any page path, so the client router can handle
 * it (and redirect unknown ones to /). Read per request so a rebuild needs no restart.
 */
export function shellIndex(
  c: Context,
  staticRoot: string,
  transform: (html: string) => string = (html) => html,
) {
  const file = join(staticRoot, 'shell', 'dist', 'index.html');
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    return c.text(
      `Tiix web app is not built: ${file} was not found.\nRun \`pnpm build\` in the workspace root, then reload this page.\n`,
      503,
      { 'Cache-Control': 'no-store' },
    );
  }
  return c.html(transform(html), 200, { 'Cache-Control': 'no-cache' });
}
