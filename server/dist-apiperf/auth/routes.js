import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVER_DIR } from '../config.js';
import { changePassword, createPat, deleteAccount, elevateWithPassword, generateTotp, getUser, listPats, listSessions, requestEmailChange, requestPasswordReset, resendVerificationEmail, revokeOwnToken, setMfa, verifyTicketLink, } from './account.service.js';
import { getAuth, requireAuth, resolveRequestAuth } from './auth-context.js';
import { fail } from './errors.js';
import { InvalidAccessTokenError, verifyAccessToken } from './jwt.js';
import { getSigningKeys } from './keys.js';
import { resolveLocale, resolveSignUpOptions } from './options.js';
import { resolveRedirectTo } from './redirects.js';
import { refreshSession, revokeRefreshToken, revokeRefreshTokens, } from './session.service.js';
import { deanonymize, requestEmailOtp, requestMagicLink, signInAnonymous, signInEmailPassword, signInMfaTotp, signInPat, signUpEmailPassword, verifyEmailOtp, } from './signin.service.js';
import { emailSchema, parseBody, passwordSchema, redirectOptionsSchema, signUpOptionsSchema, } from './validation.js';
/** The JSON string "OK" that fire-and-forget endpoints answer. */
const ok = (c) => c.json('OK');
/** What a new device session remembers about the request (shown in the devices list). */
export function sessionOptions(c) {
    return { userAgent: c.req.header('user-agent') };
}
const VERSION = (() => {
    try {
        const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8'));
        return pkg.version ?? '0.0.0';
    }
    catch {
        return '0.0.0';
    }
})();
/** The auth API's endpoints implemented here (all but passkeys, OAuth/id tokens and SMS). */
export function registerCoreRoutes(router, deps) {
    const { config } = deps;
    const auth = config.auth;
    const password = passwordSchema(auth);
    const bearer = requireAuth(deps);
    // Password, e-mail and token changes: the elevated-claim policy plus a recent sign-in.
    const elevated = requireAuth(deps, { elevated: true, recent: true });
    // --- misc (2.6) ---
    router.on(['GET', 'HEAD'], '/healthz', ok);
    router.get('/version', (c) => c.json({ version: VERSION }));
    router.get('/.well-known/jwks.json', async (c) => {
        const keys = await getSigningKeys(config);
        return c.json({ keys: [keys.publicJwk] });
    });
    // --- sign-up and sign-in (2.1) ---
    router.post('/signup/email-password', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, password, options: signUpOptionsSchema }));
        const options = resolveSignUpOptions(auth, body.options);
        return c.json(await signUpEmailPassword(deps, { email: body.email, password: body.password, options }, sessionOptions(c)));
    });
    router.post('/signin/email-password', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, password: z.string().min(1).max(auth.passwordMaxLength) }));
        return c.json(await signInEmailPassword(deps, body, sessionOptions(c)));
    });
    router.post('/signin/mfa/totp', async (c) => {
        const body = await parseBody(c, z.object({ ticket: z.string(), otp: z.string() }));
        return c.json(await signInMfaTotp(deps, body, sessionOptions(c)));
    });
    router.post('/signin/anonymous', async (c) => {
        const body = await parseBody(c, z
            .object({
            displayName: z.string().trim().min(1).max(32).optional(),
            locale: z.string().optional(),
            metadata: z.record(z.string(), z.unknown()).optional(),
        })
            .optional()
            .default({}));
        return c.json(await signInAnonymous(deps, {
            displayName: body.displayName,
            locale: resolveLocale(auth, body.locale),
            metadata: body.metadata,
        }, sessionOptions(c)));
    });
    router.post('/signin/pat', async (c) => {
        const body = await parseBody(c, z.object({ personalAccessToken: z.string() }));
        return c.json(await signInPat(deps, body.personalAccessToken, sessionOptions(c)));
    });
    router.post('/signin/passwordless/email', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, options: signUpOptionsSchema }));
        await requestMagicLink(deps, {
            email: body.email,
            options: resolveSignUpOptions(auth, body.options),
        });
        return ok(c);
    });
    router.post('/signin/otp/email', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, options: signUpOptionsSchema }));
        await requestEmailOtp(deps, {
            email: body.email,
            options: resolveSignUpOptions(auth, body.options),
        });
        return ok(c);
    });
    router.post('/signin/otp/email/verify', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, otp: z.string() }));
        return c.json(await verifyEmailOtp(deps, body, sessionOptions(c)));
    });
    // --- e-mailed links (6.2) ---
    router.get('/verify', async (c) => {
        const location = await verifyTicketLink(deps, { ticket: c.req.query('ticket'), redirectTo: c.req.query('redirectTo') }, sessionOptions(c));
        return c.redirect(location, 302);
    });
    // --- session (2.2) ---
    router.post('/token', async (c) => {
        const body = await parseBody(c, z.object({ refreshToken: z.string().min(1) }));
        return c.json(await refreshSession(deps, body.refreshToken));
    });
    router.post('/signout', async (c) => {
        const body = await parseBody(c, z.object({ refreshToken: z.string().optional(), all: z.boolean().optional() }));
        if (body.all) {
            const caller = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
            if (!caller.userId)
                throw fail('unauthenticated-user');
            await revokeRefreshTokens(deps, caller.userId);
        }
        else if (body.refreshToken) {
            // The Bearer token is not needed here: an expired one must not stop a sign-out.
            await revokeRefreshToken(deps, body.refreshToken);
        }
        else {
            throw fail('invalid-request', 'Either refreshToken or all:true is required');
        }
        return ok(c);
    });
    router.post('/token/verify', async (c) => {
        const body = await parseBody(c, z.object({ token: z.string().optional() }));
        const token = body.token ?? c.req.header('authorization')?.match(/^Bearer\s+(\S+)/i)?.[1];
        if (!token)
            throw fail('unauthenticated-user');
        try {
            await verifyAccessToken(config, token);
        }
        catch (err) {
            if (err instanceof InvalidAccessTokenError) {
                throw fail('unauthenticated-user', err.expired ? 'Access token has expired' : 'Invalid access token');
            }
            throw err;
        }
        return ok(c);
    });
    router.get('/user', bearer, async (c) => c.json(await getUser(deps, getAuth(c).userId)));
    // --- account management (2.3) ---
    router.post('/user/deanonymize', bearer, async (c) => {
        const body = await parseBody(c, z.object({
            signInMethod: z.enum(['email-password', 'passwordless']),
            email: emailSchema,
            password: password.optional(),
            options: signUpOptionsSchema,
            connection: z.unknown().optional(),
        }));
        await deanonymize(deps, getAuth(c).userId, {
            signInMethod: body.signInMethod,
            email: body.email,
            password: body.password,
            options: resolveSignUpOptions(auth, body.options),
        });
        return ok(c);
    });
    // Tiix extension: re-check the password (and the 2FA code when TOTP is on) for a new session
    // of this device whose access token carries the elevated claim, like /elevate/webauthn/verify.
    router.post('/elevate/password', bearer, async (c) => {
        const body = await parseBody(c, z.object({
            password: z.string().min(1).max(auth.passwordMaxLength),
            otp: z.string().max(16).optional(),
        }));
        return c.json(await elevateWithPassword(deps, getAuth(c), body, sessionOptions(c)));
    });
    router.post('/user/email/change', elevated, async (c) => {
        const body = await parseBody(c, z.object({ newEmail: emailSchema, options: redirectOptionsSchema }));
        await requestEmailChange(deps, getAuth(c), {
            newEmail: body.newEmail,
            redirectTo: resolveRedirectTo(auth, body.options?.redirectTo),
        });
        return ok(c);
    });
    router.post('/user/password', async (c) => {
        const body = await parseBody(c, z.object({ newPassword: password, ticket: z.string().optional() }));
        // With a ticket the Bearer token is irrelevant (a stale one must not get in the way).
        const caller = body.ticket === undefined
            ? await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true })
            : null;
        await changePassword(deps, caller?.userId ? caller : null, body);
        return ok(c);
    });
    router.post('/user/password/reset', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, options: redirectOptionsSchema }));
        await requestPasswordReset(deps, {
            email: body.email,
            redirectTo: resolveRedirectTo(auth, body.options?.redirectTo),
        });
        return ok(c);
    });
    router.post('/user/email/send-verification-email', async (c) => {
        const body = await parseBody(c, z.object({ email: emailSchema, options: redirectOptionsSchema }));
        await resendVerificationEmail(deps, {
            email: body.email,
            redirectTo: resolveRedirectTo(auth, body.options?.redirectTo),
        });
        return ok(c);
    });
    router.post('/pat', elevated, async (c) => {
        const body = await parseBody(c, z.object({
            expiresAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
            metadata: z.record(z.string(), z.unknown()).optional(),
        }));
        return c.json(await createPat(deps, getAuth(c).userId, body));
    });
    router.get('/mfa/totp/generate', bearer, async (c) => c.json(await generateTotp(deps, getAuth(c).userId)));
    router.post('/user/mfa', bearer, async (c) => {
        const body = await parseBody(c, z.object({ code: z.string(), activeMfaType: z.string().nullable().optional() }));
        await setMfa(deps, getAuth(c).userId, {
            code: body.code,
            activeMfaType: body.activeMfaType ?? undefined,
        });
        return ok(c);
    });
    // --- Tiix extensions for the settings page (README) ---
    router.get('/user/sessions', bearer, async (c) => c.json({ sessions: await listSessions(deps, getAuth(c).userId) }));
    router.delete('/user/sessions/:id', bearer, async (c) => {
        await revokeOwnToken(deps, getAuth(c).userId, c.req.param('id'), 'regular');
        return ok(c);
    });
    router.get('/pat', bearer, async (c) => c.json({ personalAccessTokens: await listPats(deps, getAuth(c).userId) }));
    router.delete('/pat/:id', bearer, async (c) => {
        await revokeOwnToken(deps, getAuth(c).userId, c.req.param('id'), 'pat');
        return ok(c);
    });
    router.delete('/user', bearer, async (c) => {
        const body = await parseBody(c, z.object({ password: z.string().optional() }));
        await deleteAccount(deps, getAuth(c), body);
        return ok(c);
    });
}
//# sourceMappingURL=routes.js.map