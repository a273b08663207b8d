import type { Context } from 'hono';
import { resolveRequestAuth } from '../../auth/auth-context.js';
import type { RequestAuth } from '../../auth/caller.js';
import { AuthError } from '../../auth/errors.js';
import type { AppDeps } from '../../context.js';
import { restError } from '../../http/errors.js';
import { jsonObject } from '../../http/request.js';
import {
  acceptInvite,
  INVITE_LINK_MESSAGES,
  INVITE_LINK_STATUS,
  previewInvite,
} from './teams.service.js';

// A missing or malformed body reads as `{}`: the token's own check then answers.
const jsonBody = async (c: Context) => (await jsonObject(c)) ?? {};

/**
 * POST /api/app?path=invites/preview | invites/accept. One URL with a `path` query
 * parameter, as the original serverless function had; other paths answer 404.
 */
export function appFunctionHandler(deps: AppDeps) {
  return async (c: Context) => {
    const path = c.req.query('path');
    if (path === 'invites/preview') {
      // Signed in or not: a bad or missing token only means the address is not shown.
      const caller = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true }).catch(
        () => null,
      );
      const body = await jsonBody(c);
      const result = await previewInvite(deps.db, body.token, caller);
      return result.ok
        ? c.json(result, 200)
        : restError(c, INVITE_LINK_STATUS[result.error], result.error);
    }
    if (path === 'invites/accept') {
      let auth: RequestAuth;
      try {
        auth = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        return restError(c, 401, 'unauthenticated', INVITE_LINK_MESSAGES.unauthenticated);
      }
      const body = await jsonBody(c);
      // `tokenOrId` is the field name clients send; only an invite token is accepted in it.
      const result = await acceptInvite(
        deps.db,
        auth,
        body.token ?? body.tokenOrId,
        body.userId,
        deps.realtime,
      );
      if (!result.ok)
        return restError(c, INVITE_LINK_STATUS[result.error], result.error, result.message);
      return c.json({ ok: true, data: { teamId: result.teamId, team_id: result.teamId } }, 200);
    }
    return restError(c, 404, 'unknown_path', 'Unknown path');
  };
}
