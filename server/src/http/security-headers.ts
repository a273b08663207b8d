import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
import type { Config } from '../config.js';
import { remotesMap } from './remotes.js';

/** What the security headers do to an answer: headers set unless it has them, headers removed. */
interface HeaderWork {
  /** Lower-case names, as an answer's Headers name them. */
  set: [string, string][];
  remove: string[];
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by securityHeaders for the route: what it will do to the answer (see securedResponse). */
    securityHeaders: HeaderWork;
  }
}

/**
 * What a hono/secure-headers middleware does to an answer, read once by running it on a stand-in
 * answer that has no headers. Its headers depend on its options only (no CSP nonces here), so
 * every answer of the route gets the same work: hono stays the one place that turns the options
 * into header values.
 */
async function headerWork(middleware: MiddlewareHandler): Promise<HeaderWork> {
  const work: HeaderWork = { set: [], remove: [] };
  const headers = {
    has: () => false,
    set: (name: string, value: string) => work.set.push([name.toLowerCase(), value]),
    delete: (name: string) => work.remove.push(name.toLowerCase()),
  };
  await middleware({ res: { headers } } as unknown as Context, async () => {});
  return work;
}

// Answers built by securedResponse: they already carry their security headers.
const secured = new WeakSet<Response>();

/**
 * A route's answer with the security headers of its path already in its plain header record
 * (the route's own headers kept, as the middleware keeps them). The Node server writes a plain
 * record as it is; setting a dozen headers one by one on an answer's Headers object (each name
 * and value validated, then all sorted and copied out again) was a noticeable part of a small
 * GraphQL read. Without the middleware (a test app), the answer is built as it is.
 */
export function securedResponse(
  c: Context,
  body: string,
  status: number,
  headers: Record<string, string>,
): Response {
  const work = c.get('securityHeaders');
  if (!work) return new Response(body, { status, headers });
  for (const [name, value] of work.set) headers[name] ??= value;
  for (const name of work.remove) delete headers[name];
  const response = new Response(body, { status, headers });
  secured.add(response);
  return response;
}

/** Origins of remotes moved elsewhere with REMOTES (a CDN): their scripts and manifests load too. */
function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotesMap(config))) {
    try {
      if (/^https?:/.test(url)) origins.add(new URL(url).origin);
    } catch {
      // A relative manifest path is same-origin.
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of the app (docs/security.md). Scripts only from this origin (the
 * shell and the same-origin Module Federation remotes; remotes moved with REMOTES add their
 * origins), no inline or eval'd script. Inline styles stay allowed: React style props, the
 * toast and dialog libraries inject them. Images also from https: (Gravatar and provider
 * avatars) and data:/blob:; the landing video is same-origin media.
 */
export function contentSecurityPolicy(config: Config) {
  const remotes = remoteOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(config.publicUrl?.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  };
}

// GraphiQL (development only) loads its page from a CDN; the mailbox page has its own inline
// script and style and is never served beyond this machine unless opened on purpose.
const WITHOUT_CSP = [/^\/v1\/graphql$/, /^\/dev\//];

// Prefixes that answer only JSON (and the draft's event stream), never a page.
const DATA_ONLY = ['/api/', '/v1/functions/'];

/**
 * Security headers on every response (hono/secure-headers): CSP, no framing, no MIME sniffing,
 * no referrer (links carry invite tokens and refresh tokens), HSTS. Remotes are readable from
 * other origins (a CDN-hosted shell loads them), so they get Cross-Origin-Resource-Policy
 * cross-origin; a route that sets its own headers keeps them.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const base: SecureHeadersOptions = {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'no-referrer',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    overwrite: false,
  };
  const withCsp = secureHeaders({
    ...base,
    contentSecurityPolicy: contentSecurityPolicy(config),
  });
  const withoutCsp = secureHeaders(base);
  const remotes = secureHeaders({ ...base, crossOriginResourcePolicy: 'cross-origin' });
  // A data answer is never rendered as a page, so the headers that govern a document (opener
  // policy, agent cluster, DNS prefetch, permissions, the page's CSP) do nothing on it. It gets
  // what protects data: no sniffing, no framing, no referrer, HTTPS only, same-origin reads, and
  // a CSP that allows nothing should a browser ever open one. Half the headers: they are set on
  // every pick of a live draft.
  const data = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: 'no-referrer',
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: 'DENY',
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
  // Read once, before the first answer needs them.
  let work: Record<'data' | 'remotes' | 'withoutCsp' | 'withCsp', HeaderWork> | undefined;
  const ready = (async () => {
    const [d, r, w, p] = await Promise.all([data, remotes, withoutCsp, withCsp].map(headerWork));
    work = { data: d!, remotes: r!, withoutCsp: w!, withCsp: p! };
    return work;
  })();
  const workFor = (all: NonNullable<typeof work>, path: string): HeaderWork => {
    if (DATA_ONLY.some((prefix) => path.startsWith(prefix))) return all.data;
    if (path.startsWith('/remotes/')) return all.remotes;
    if (WITHOUT_CSP.some((pattern) => pattern.test(path))) return all.withoutCsp;
    return all.withCsp;
  };
  return async (c, next) => {
    const headers = workFor(work ?? (await ready), c.req.path);
    c.set('securityHeaders', headers);
    await next();
    if (secured.has(c.res)) return;
    // As hono's middleware applies them: a route that set a header keeps its own.
    const answer = c.res.headers;
    for (const [name, value] of headers.set) if (!answer.has(name)) answer.set(name, value);
    for (const name of headers.remove) answer.delete(name);
  };
}

/** Loopback origins (any port): the development servers of the shell and remotes. */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Whether a browser origin may call the APIs with credentials. */
export function isAllowedOrigin(config: Config, origin: string): boolean {
  if (config.auth.corsOrigins.includes(origin)) return true;
  return config.nodeEnv === 'development' && LOOPBACK_ORIGIN.test(origin);
}

/**
 * CORS of the auth API and GraphQL: only the configured origins (PUBLIC_URL, AUTH_CLIENT_URL,
 * CORS_ORIGINS; any loopback port in development) are answered, with credentials. Another
 * origin gets no Access-Control-Allow-Origin, so the browser keeps the answer from its script.
 */
export function apiCors(config: Config): MiddlewareHandler {
  return cors({
    origin: (origin) => (isAllowedOrigin(config, origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'DELETE'],
    maxAge: 86_400,
  });
}
