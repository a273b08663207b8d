/** Where signed-in users go when no `next` is given ("default /app"). */
export const DEFAULT_NEXT = '/app';
/** Landing route for e-mail verification, magic links and provider redirects. */
export const CALLBACK_PATH = '/auth/callback';
/** Landing route of the password-reset e-mail. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * The `next` query value if it is a path on this site, else the fallback. Anything absolute or
 * protocol-relative (`//evil.example`, `/\evil.example`) would turn the login page into an open
 * redirect, so it is ignored.
 */
export function safeNext(raw: string | null | undefined, fallback = DEFAULT_NEXT): string {
  if (!raw || !raw.startsWith('/')) return fallback;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}

/** An absolute URL on this origin; the auth server's redirect allow-list needs absolute URLs. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** A path with the given query values; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
