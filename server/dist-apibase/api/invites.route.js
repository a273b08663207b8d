import { resolveRequestAuth } from '../auth/auth-context.js';
import { AuthError } from '../auth/errors.js';
import { acceptInvite, INVITE_LINK_MESSAGES, INVITE_LINK_STATUS, previewInvite, } from '../modules/teams/teams.service.js';
async function jsonBody(c) {
    try {
        const body = await c.req.json();
        return body && typeof body === 'object' ? body : {};
    }
    catch {
        return {};
    }
}
/**
 * POST /api/app?path=invites/preview | invites/accept (spec 7). One URL with a `path` query
 * parameter, as the original serverless function had; other paths answer 404.
 */
export function appFunctionHandler(deps) {
    return async (c) => {
        const path = c.req.query('path');
        if (path === 'invites/preview') {
            // Signed in or not: a bad or missing token only means the address is not shown.
            const caller = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true }).catch(() => null);
            const body = await jsonBody(c);
            const result = await previewInvite(deps.db, body.token, caller);
            return result.ok ? c.json(result, 200) : c.json(result, INVITE_LINK_STATUS[result.error]);
        }
        if (path === 'invites/accept') {
            let auth;
            try {
                auth = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
            }
            catch (err) {
                if (!(err instanceof AuthError))
                    throw err;
                return c.json({ ok: false, error: 'unauthenticated', message: INVITE_LINK_MESSAGES.unauthenticated }, 401);
            }
            const body = await jsonBody(c);
            // `tokenOrId` is the field name clients send; only an invite token is accepted in it.
            const result = await acceptInvite(deps.db, auth, body.token ?? body.tokenOrId, body.userId);
            if (!result.ok)
                return c.json(result, INVITE_LINK_STATUS[result.error]);
            return c.json({ ok: true, data: { teamId: result.teamId, team_id: result.teamId } }, 200);
        }
        return c.json({ ok: false, error: 'unknown_path', message: 'Unknown path' }, 404);
    };
}
//# sourceMappingURL=invites.route.js.map