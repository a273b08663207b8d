import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { getAuth, requireAuth } from '../auth-context.js';
import { authErrorBody } from '../../http/errors.js';
import { AuthError, fail } from '../errors.js';
import { InvalidAccessTokenError, verifyAccessToken } from '../jwt.js';
import { resolveSignUpOptions } from '../options.js';
import { resolveRedirectTo, withQuery } from '../redirects.js';
import { parseBody, parseValue, signUpOptionsSchema } from '../validation.js';
import { OAUTH_PROVIDER_IDS, type OAuthProviderId } from './config.js';
import {
  authorizationUrl,
  callbackUrl,
  exchangeCode,
  linkProfile,
  listLinks,
  RedirectError,
  signInWithProfile,
  unlink,
} from './oauth.service.js';
import { verifyIdToken } from './providers.js';
import { bindingMatches, issueState, pkceVerifier, readState } from './state.js';

const isProvider = (id: string): id is OAuthProviderId =>
  (OAUTH_PROVIDER_IDS as readonly string[]).includes(id);

const idTokenBody = {
  provider: z.enum(OAUTH_PROVIDER_IDS),
  idToken: z.string().min(1),
  nonce: z.string().optional(),
};

const info = (c: Context) => ({ userAgent: c.req.header('user-agent') });

/** Google and Apple: the redirect flow, id tokens (2.1, 2.3), linked accounts. */
export function registerOAuthRoutes(router: Hono, deps: AppDeps): void {
  const { config } = deps;
  const conceal = config.auth.concealErrors;
  const cookiePath = `${new URL(config.auth.serverUrl).pathname.replace(/\/+$/, '')}/signin/provider`;
  const cookieName = (flowId: string) => `tiix_oauth_${flowId}`;
  const redirectFlowEnabled = (id: string): id is OAuthProviderId =>
    isProvider(id) && config.oauth.providers[id].credentials !== undefined;

  router.get('/signin/provider/:provider', async (c) => {
    const q = c.req.query();
    let metadata: unknown;
    if (q.metadata) {
      try {
        metadata = JSON.parse(q.metadata);
      } catch {
        throw fail('invalid-request', 'metadata must be a JSON object');
      }
    }
    // SignUpOptions flattened into the query; a bad one is a 400, no redirect.
    const input = parseValue(signUpOptionsSchema, {
      redirectTo: q.redirectTo,
      locale: q.locale,
      displayName: q.displayName,
      metadata,
      defaultRole: q.defaultRole,
      allowedRoles: q.allowedRoles
        ?.split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    });
    const options = resolveSignUpOptions(config.auth, input);
    const provider = c.req.param('provider');
    const back = (error: string, errorDescription: string) =>
      c.redirect(withQuery(options.redirectTo, { error, errorDescription }), 302);
    if (!redirectFlowEnabled(provider))
      return back('disabled-endpoint', 'This endpoint is disabled');

    let connectUserId: string | undefined;
    if (q.connect) {
      try {
        connectUserId = (await verifyAccessToken(config, q.connect)).sub;
      } catch (err) {
        if (!(err instanceof InvalidAccessTokenError)) throw err;
        return back('unauthenticated-user', 'User is not authenticated');
      }
    }

    // Only the user id travels in the state: the access token must not reach the provider.
    const { state, flowId, binding, nonce } = await issueState(config, {
      provider,
      options,
      connectUserId,
    });
    let url: string;
    try {
      url = await authorizationUrl(deps, provider, {
        state,
        nonce,
        codeVerifier: pkceVerifier(binding),
      });
    } catch (err) {
      deps.logger.warn({ err, provider }, 'OAuth provider discovery failed');
      return back('oauth-provider-error', 'The provider could not be reached');
    }
    // Ties the callback to this browser, so a callback URL handed to someone else cannot sign
    // them into the account it was made for. Apple posts the callback cross-site, which only a
    // SameSite=None (and so Secure) cookie survives.
    setCookie(c, cookieName(flowId), binding, {
      path: cookiePath,
      httpOnly: true,
      maxAge: config.oauth.stateTtlSeconds,
      ...(provider === 'apple'
        ? { sameSite: 'None', secure: true }
        : { sameSite: 'Lax', secure: config.auth.serverUrl.startsWith('https:') }),
    });
    return c.redirect(url, 302);
  });

  async function callback(
    c: Context,
    params: Record<string, string | undefined>,
    current: URL | Request,
  ) {
    const provider = c.req.param('provider') ?? '';
    const toClient = (error: string, errorDescription: string, extra = {}) =>
      c.redirect(withQuery(config.auth.clientUrl, { ...extra, error, errorDescription }), 302);

    const state = params.state ? await readState(config, params.state) : undefined;
    if (!state || state.provider !== provider) {
      return toClient('invalid-state', 'Invalid or expired OAuth state');
    }
    const binding = getCookie(c, cookieName(state.flowId));
    deleteCookie(c, cookieName(state.flowId), { path: cookiePath });
    if (!bindingMatches(state, binding)) {
      return toClient('invalid-state', 'This sign-in was not started in this browser');
    }
    if (params.error) {
      return toClient('oauth-provider-error', params.error_description || params.error, {
        provider_error: params.error,
        provider_error_description: params.error_description ?? '',
        provider_error_url: params.error_uri ?? '',
      });
    }
    let redirectTo: string;
    try {
      redirectTo = resolveRedirectTo(config.auth, state.options.redirectTo);
    } catch (err) {
      const body = authErrorBody(err as AuthError, conceal);
      return toClient(body.error, body.message);
    }

    try {
      if (!redirectFlowEnabled(provider)) throw fail('disabled-endpoint');
      if (!params.code)
        throw new RedirectError('oauth-provider-error', 'The provider sent no code');
      const profile = await exchangeCode(
        deps,
        provider,
        current,
        { state: params.state!, nonce: state.nonce, codeVerifier: pkceVerifier(binding!) },
        params.user,
      );
      if (state.connectUserId) {
        await linkProfile(deps, state.connectUserId, provider, profile);
        return c.redirect(redirectTo, 302);
      }
      const { session } = await signInWithProfile(deps, provider, profile, state.options, info(c));
      return c.redirect(
        session ? withQuery(redirectTo, { refreshToken: session.refreshToken }) : redirectTo,
        302,
      );
    } catch (err) {
      let error = 'internal-server-error';
      let errorDescription = 'Internal server error';
      if (err instanceof RedirectError) {
        ({ code: error, message: errorDescription } = err);
      } else if (err instanceof AuthError) {
        ({ error, message: errorDescription } = authErrorBody(err, conceal));
      } else {
        deps.logger.error({ err, provider }, 'OAuth callback failed');
      }
      return c.redirect(withQuery(redirectTo, { error, errorDescription }), 302);
    }
  }

  router.get('/signin/provider/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    const url = new URL(callbackUrl(deps, provider as OAuthProviderId));
    url.search = new URL(c.req.url).search;
    return callback(c, c.req.query(), url);
  });

  // Apple's response_mode=form_post.
  router.post('/signin/provider/:provider/callback', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.text();
    const request = new Request(callbackUrl(deps, provider as OAuthProviderId), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    return callback(c, Object.fromEntries(new URLSearchParams(form)), request);
  });

  router.post('/signin/idtoken', async (c) => {
    const body = await parseBody(c, z.object({ ...idTokenBody, options: signUpOptionsSchema }));
    const options = resolveSignUpOptions(config.auth, body.options);
    const profile = await verifyIdToken(config, body.provider, body.idToken, body.nonce);
    return c.json(await signInWithProfile(deps, body.provider, profile, options, info(c)));
  });

  router.post('/link/idtoken', requireAuth(deps, { elevated: true }), async (c) => {
    const body = await parseBody(c, z.object(idTokenBody));
    const profile = await verifyIdToken(config, body.provider, body.idToken, body.nonce);
    await linkProfile(deps, getAuth(c).userId, body.provider, profile);
    return c.json('OK');
  });

  router.get('/user/providers', requireAuth(deps), async (c) => {
    return c.json(await listLinks(deps, getAuth(c).userId));
  });

  router.delete('/user/providers/:provider', requireAuth(deps, { elevated: true }), async (c) => {
    await unlink(deps, getAuth(c).userId, c.req.param('provider'));
    return c.json('OK');
  });
}
