/** The game cards' Draft button and team detail's Start Draft (`POST /v1/functions/drafts-ensure`). */

export interface DraftFetchOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** Shown when drafts-ensure fails without a message of its own. */
export const ENSURE_DRAFT_FAILED = 'Failed to ensure draft';

export type EnsureDraftResult = { ok: true; draftId: string } | { ok: false; message: string };

const jsonHeaders = (accessToken: string | null | undefined): Record<string, string> => ({
  'content-type': 'application/json',
  ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
});

/**
 * The team's open draft (setup, ready or active), made when there is none, for the Draft button of
 * a game card. A failure carries the server's message, else 'Failed to ensure draft'.
 */
export async function ensureDraft(
  teamId: string,
  /** The game card the Draft button was on; team detail's Start Draft has none. */
  gameId: string | null,
  accessToken: string | null | undefined,
  options: DraftFetchOptions = {},
): Promise<EnsureDraftResult> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const res = await doFetch('/v1/functions/drafts-ensure', {
      method: 'POST',
      headers: jsonHeaders(accessToken),
      body: JSON.stringify(gameId ? { teamId, gameId } : { teamId }),
      signal: options.signal,
    });
    const body = (await res.json().catch(() => null)) as {
      draftId?: unknown;
      id?: unknown;
      message?: unknown;
    } | null;
    const draftId = body?.draftId ?? body?.id;
    if (res.ok && typeof draftId === 'string' && draftId) return { ok: true, draftId };
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    return { ok: false, message: message ?? ENSURE_DRAFT_FAILED };
  } catch {
    return { ok: false, message: ENSURE_DRAFT_FAILED };
  }
}
