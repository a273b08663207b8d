/**
 * Client side of the draft REST calls shared by several apps: the nav's unfinished-draft link
 * (`POST /api/drafts/latest`) and the game cards' Draft button (`POST /v1/functions/drafts-ensure`).
 * The draft room's own GraphQL documents live in mf-draft.
 */

/** The caller's latest draft over all their teams, as `POST /api/drafts/latest` answers it. */
export interface LatestDraftSummary {
  id: string;
  team_id: string;
  state: string;
}

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

/** True for a draft the nav should link to: every state but `complete`. */
export const isUnfinishedDraft = (draft: LatestDraftSummary | null): draft is LatestDraftSummary =>
  !!draft && draft.state !== 'complete';

/** The caller's latest draft, or null (none, signed out, or any failure). */
export async function fetchLatestDraft(
  userId: string,
  accessToken: string | null | undefined,
  options: DraftFetchOptions = {},
): Promise<LatestDraftSummary | null> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const res = await doFetch('/api/drafts/latest', {
      method: 'POST',
      headers: jsonHeaders(accessToken),
      body: JSON.stringify({ userId }),
      signal: options.signal,
    });
    if (!res.ok) return null;
    const body = (await res.json()) as LatestDraftSummary | null;
    return body && typeof body.id === 'string' ? body : null;
  } catch {
    return null;
  }
}

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

/**
 * Window event fired when a draft is created, starts, pauses, resumes or completes, so parts of
 * the app in other remotes (the nav's Draft link) read the latest draft again.
 */
export const DRAFT_CHANGED_EVENT = 'tiix:draft-changed';

export function announceDraftChanged(draftId: string): void {
  globalThis.dispatchEvent?.(new CustomEvent(DRAFT_CHANGED_EVENT, { detail: { draftId } }));
}

/** Calls `listener` on every draft change announced in this window; returns the unsubscribe. */
export function onDraftChanged(listener: () => void): () => void {
  globalThis.addEventListener?.(DRAFT_CHANGED_EVENT, listener);
  return () => globalThis.removeEventListener?.(DRAFT_CHANGED_EVENT, listener);
}
