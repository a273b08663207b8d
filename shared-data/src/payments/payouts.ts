/**
 * The two payout calls the browser makes over HTTP (`GET /api/connect/status`,
 * `POST /api/payouts/account-link`), for mf-teams' payouts banner and mf-payments' payouts card.
 */
export interface PayoutsFetchOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

const authHeaders = (accessToken: string | null | undefined): Record<string, string> =>
  accessToken ? { authorization: `Bearer ${accessToken}` } : {};

/**
 * Whether the team owner's payout account can receive money (`GET /api/connect/status`):
 * true or false from the server, null when unknown (no answer, an error, or a malformed body).
 */
export async function fetchPayoutsReady(
  teamId: string,
  accessToken: string | null | undefined,
  options: PayoutsFetchOptions = {},
): Promise<boolean | null> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const res = await doFetch(`/api/connect/status?teamId=${encodeURIComponent(teamId)}`, {
      headers: authHeaders(accessToken),
      signal: options.signal,
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { ready?: unknown };
    return typeof body.ready === 'boolean' ? body.ready : null;
  } catch {
    return null;
  }
}

/** Shown when starting payouts onboarding fails without a message of its own. */
export const PAYOUTS_LINK_FAILED = 'Could not start payout setup. Please try again.';

export type PayoutsLinkResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * The provider's onboarding page for the team owner (`POST /api/payouts/account-link`); the
 * caller sends the browser there.
 */
export async function createPayoutsAccountLink(
  teamId: string,
  accessToken: string | null | undefined,
  options: PayoutsFetchOptions = {},
): Promise<PayoutsLinkResult> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const res = await doFetch('/api/payouts/account-link', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...authHeaders(accessToken) },
      body: JSON.stringify({ teamId }),
      signal: options.signal,
    });
    const body = (await res.json().catch(() => null)) as {
      url?: unknown;
      message?: unknown;
    } | null;
    if (res.ok && body && typeof body.url === 'string') return { ok: true, url: body.url };
    return {
      ok: false,
      message: body && typeof body.message === 'string' ? body.message : PAYOUTS_LINK_FAILED,
    };
  } catch {
    return { ok: false, message: PAYOUTS_LINK_FAILED };
  }
}
