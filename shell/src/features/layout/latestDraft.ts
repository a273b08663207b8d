/** The nav's unfinished-draft link reads the caller's latest draft (`POST /api/drafts/latest`). */

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
