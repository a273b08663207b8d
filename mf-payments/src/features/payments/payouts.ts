/** The payments page's payout onboarding (`POST /api/payouts/account-link`). */

export interface PayoutsFetchOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

const authHeaders = (accessToken: string | null | undefined): Record<string, string> =>
  accessToken ? { authorization: `Bearer ${accessToken}` } : {};

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
