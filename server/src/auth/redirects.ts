import type { AuthConfig } from './auth-config.js';
import { fail } from './errors.js';

/**
 * Checks `redirectTo` against the allow-list: AUTH_CLIENT_URL plus
 * AUTH_ALLOWED_REDIRECT_URLS. Each entry allows itself and its sub-paths; a `*` matches one host
 * label or one path segment; query and fragment of the candidate are ignored for matching. A relative value is
 * resolved on the client URL. Returns the absolute URL to use; absent means the client URL.
 */
export function resolveRedirectTo(config: AuthConfig, redirectTo: string | undefined): string {
  if (redirectTo === undefined || redirectTo.trim() === '') return config.clientUrl;
  let candidate: URL;
  try {
    candidate = new URL(redirectTo, `${config.clientUrl}/`);
  } catch {
    throw fail('redirectTo-not-allowed');
  }
  if (!isAllowedRedirect(config, candidate)) throw fail('redirectTo-not-allowed');
  return candidate.toString();
}

export function isAllowedRedirect(config: AuthConfig, candidate: URL): boolean {
  return [config.clientUrl, ...config.allowedRedirectUrls].some((entry) =>
    matchesEntry(entry, candidate),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A glob entry as a regular expression. A `*` never crosses a boundary: in the host it matches
 * one DNS label (`https://*.preview.tiix.dev` allows `https://pr-1.preview.tiix.dev`, not
 * `https://evil.example/x.preview.tiix.dev` nor `https://a.b.preview.tiix.dev`), in the path
 * one segment.
 */
function globPattern(entry: string): RegExp {
  const hostStart = entry.includes('://') ? entry.indexOf('://') + 3 : 0;
  const pathStart = entry.indexOf('/', hostStart);
  const origin = pathStart < 0 ? entry : entry.slice(0, pathStart);
  const path = pathStart < 0 ? '' : entry.slice(pathStart).replace(/\/+$/, '');
  const glob = (text: string, star: string) => text.split('*').map(escapeRegExp).join(star);
  return new RegExp(`^${glob(origin, '[a-z0-9-]+')}${glob(path, '[^/]*')}(/.*)?$`, 'i');
}

function matchesEntry(entry: string, candidate: URL): boolean {
  const bare = `${candidate.protocol}//${candidate.host}${candidate.pathname}`;
  if (entry.includes('*')) return globPattern(entry).test(bare);
  let allowed: URL;
  try {
    allowed = new URL(entry);
  } catch {
    return false;
  }
  // URL drops default ports (80/443), so "https://a.com:443" and "https://a.com" compare equal.
  if (allowed.protocol !== candidate.protocol || allowed.host !== candidate.host) return false;
  const base = allowed.pathname.replace(/\/+$/, '');
  return base === '' || candidate.pathname === base || candidate.pathname.startsWith(`${base}/`);
}

/** `url` with extra query parameters (existing ones kept, same names replaced). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}
