/** Client side of POST /api/app?path=invites/preview and ?path=invites/accept. */

export type InviteErrorCode =
  'invite_not_found' | 'invite_revoked' | 'invite_already_accepted' | (string & {});

export type InvitePreviewResult =
  | { ok: true; team: { name: string; league: string }; loginPrefillEmail: string | null }
  | { ok: false; error: InviteErrorCode };

export type AcceptInviteResult =
  | { ok: true; data: { teamId: string; team_id: string } }
  | { ok: false; error: InviteErrorCode; message?: string };

export interface InviteFetchOptions {
  /** Defaults to same-origin `/api/app`. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

async function post(
  path: string,
  body: unknown,
  accessToken: string | null | undefined,
  options: InviteFetchOptions,
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl ?? '/api/app'}?path=${path}`;
  const res = await doFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * The team behind an invite token. Network failures and unexpected answers resolve as
 * `{ok:false, error:'network'}` so the page can show 'Could not preview invitation.'
 */
export async function previewInvite(
  token: string,
  options: InviteFetchOptions = {},
): Promise<InvitePreviewResult> {
  try {
    const body = (await post('invites/preview', { token }, null, options)) as InvitePreviewResult;
    if (body && typeof body === 'object' && 'ok' in body) return body;
    return { ok: false, error: 'network' };
  } catch {
    return { ok: false, error: 'network' };
  }
}

/** Accepts an invite by its token for the signed-in user (the invite id is not accepted). */
export async function acceptInvite(
  tokenOrId: string,
  userId: string,
  accessToken: string | null | undefined,
  options: InviteFetchOptions = {},
): Promise<AcceptInviteResult> {
  try {
    const body = (await post(
      'invites/accept',
      { tokenOrId, userId },
      accessToken,
      options,
    )) as AcceptInviteResult;
    if (body && typeof body === 'object' && 'ok' in body) return body;
    return { ok: false, error: 'network' };
  } catch {
    return { ok: false, error: 'network' };
  }
}
