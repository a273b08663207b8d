/** The address's query and hash when this page is `callbackPath`, else null. */
function callbackAddress(callbackPath: string): { url: URL; hash: URLSearchParams } | null {
  const location = globalThis.location;
  if (!location) return null;
  const url = new URL(location.href);
  if (url.pathname.replace(/\/+$/, '') !== callbackPath) return null;
  return { url, hash: new URLSearchParams(url.hash.replace(/^#/, '')) };
}

const tokenIn = ({ url, hash }: { url: URL; hash: URLSearchParams }) =>
  url.searchParams.get('refreshToken') ?? hash.get('refreshToken');

/** The refresh token in this page's address if it is `callbackPath`, else null; nothing removed. */
export function refreshTokenInAddress(callbackPath: string): string | null {
  const address = callbackAddress(callbackPath);
  return address && tokenIn(address);
}

/**
 * Takes the refresh token an e-mail link or provider redirect put in the address (query or
 * hash) and removes it, with `type`, from the address. Only on `callbackPath`: anywhere else a
 * token is ignored, so a link cannot plant a session on any page.
 */
export function takeRefreshTokenFromAddress(callbackPath: string): string | null {
  const address = callbackAddress(callbackPath);
  const token = address && tokenIn(address);
  if (!address || !token) return null;
  const { url, hash } = address;
  for (const params of [url.searchParams, hash]) {
    params.delete('refreshToken');
    params.delete('type');
  }
  const hashText = hash.toString();
  url.hash = hashText ? `#${hashText}` : '';
  try {
    globalThis.history?.replaceState(globalThis.history.state, '', url.toString());
  } catch {
    // Some embedded browsers refuse replaceState; the token is used once either way.
  }
  return token;
}

/** `path` against the app's own address; absolute URLs pass unchanged. */
export function absoluteUrl(clientUrl: string, path: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(path) ? path : new URL(path, `${clientUrl}/`).toString();
}
