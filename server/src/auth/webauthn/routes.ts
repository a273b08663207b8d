// The cross-app lint pattern for the `server` package also matches this package's name.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { getAuth, requireAuth } from '../auth-context.js';
import { resolveSignUpOptions } from '../options.js';
import { emailSchema, parseBody, signUpOptionsSchema } from '../validation.js';
import {
  finishAddKey,
  finishElevate,
  finishSignIn,
  finishSignUp,
  listKeys,
  removeKey,
  startAddKey,
  startElevate,
  startSignIn,
  startSignUp,
} from './webauthn.service.js';

// The browser's credential as @simplewebauthn/browser serialises it; the library checks the
// rest, so only the shape needed to route it is enforced here.
const base = {
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().optional(),
};
const registrationCredential = z
  .object({
    ...base,
    response: z.object({ clientDataJSON: z.string(), attestationObject: z.string() }).loose(),
  })
  .loose();
const assertionCredential = z
  .object({
    ...base,
    response: z
      .object({
        clientDataJSON: z.string(),
        authenticatorData: z.string(),
        signature: z.string(),
        userHandle: z.string().optional(),
      })
      .loose(),
  })
  .loose();
const nickname = z.string().max(64, 'nickname must be at most 64 characters').optional();

const info = (c: Context) => ({ userAgent: c.req.header('user-agent') });

/** Passkeys plus the settings page's list and delete (Tiix extensions). */
export function registerWebauthnRoutes(router: Hono, deps: AppDeps): void {
  const signedIn = requireAuth(deps);
  // Adding a key needs the elevated claim under the elevation policy, except for a first key.
  const elevatedFirstKeyExempt = requireAuth(deps, { elevated: true, exemptWithoutKeys: true });
  const elevated = requireAuth(deps, { elevated: true });

  router.post('/signup/webauthn', async (c) => {
    const body = await parseBody(c, z.object({ email: emailSchema, options: signUpOptionsSchema }));
    const options = resolveSignUpOptions(deps.config.auth, body.options);
    return c.json(await startSignUp(deps, { email: body.email, options }));
  });

  router.post('/signup/webauthn/verify', async (c) => {
    const body = await parseBody(
      c,
      z.object({ credential: registrationCredential, options: z.unknown().optional(), nickname }),
    );
    const credential = body.credential as unknown as RegistrationResponseJSON;
    return c.json(await finishSignUp(deps, { credential, nickname: body.nickname }, info(c)));
  });

  router.post('/signin/webauthn', async (c) => {
    const body = await parseBody(c, z.object({ email: emailSchema.optional() }).loose());
    return c.json(await startSignIn(deps, { email: body.email }));
  });

  router.post('/signin/webauthn/verify', async (c) => {
    // `email` is deprecated and ignored: the credential names its user.
    const body = await parseBody(c, z.object({ credential: assertionCredential }).loose());
    const credential = body.credential as unknown as AuthenticationResponseJSON;
    return c.json(await finishSignIn(deps, { credential }, info(c)));
  });

  router.post('/user/webauthn/add', elevatedFirstKeyExempt, async (c) => {
    return c.json(await startAddKey(deps, getAuth(c).userId));
  });

  router.post('/user/webauthn/verify', elevatedFirstKeyExempt, async (c) => {
    const body = await parseBody(c, z.object({ credential: registrationCredential, nickname }));
    const credential = body.credential as unknown as RegistrationResponseJSON;
    return c.json(
      await finishAddKey(deps, getAuth(c).userId, { credential, nickname: body.nickname }),
    );
  });

  router.get('/user/webauthn', signedIn, async (c) => {
    return c.json(await listKeys(deps, getAuth(c).userId));
  });

  router.delete('/user/webauthn/:id', elevated, async (c) => {
    await removeKey(deps, getAuth(c).userId, c.req.param('id'));
    return c.json('OK');
  });

  router.post('/elevate/webauthn', signedIn, async (c) => {
    return c.json(await startElevate(deps, getAuth(c).userId));
  });

  router.post('/elevate/webauthn/verify', signedIn, async (c) => {
    const body = await parseBody(c, z.object({ credential: assertionCredential }).loose());
    const credential = body.credential as unknown as AuthenticationResponseJSON;
    return c.json(await finishElevate(deps, getAuth(c).userId, { credential }, info(c)));
  });
}
