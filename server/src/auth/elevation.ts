import type { AppDeps } from '../context.js';
import type { UserAuth } from './caller.js';
import { fail } from './errors.js';
import { countSecurityKeys } from './users.repository.js';

/**
 * Changing the password or e-mail address and minting a personal access token need a recent
 * sign-in: the token's elevated claim (a passkey or password check just now), or a sign-in on
 * this device within AUTH_ELEVATION_MAX_AGE seconds. A stolen access token alone cannot turn
 * into lasting access. Refused: 403 `elevated-claim-required`.
 */
export function checkRecentSignIn(deps: Pick<AppDeps, 'config'>, auth: UserAuth): void {
  if (auth.elevated) return;
  const maxAgeMs = deps.config.auth.elevationMaxAge * 1000;
  if (auth.authTime !== undefined && Date.now() - auth.authTime <= maxAgeMs) return;
  throw fail(
    'elevated-claim-required',
    'Confirm it is you: sign in again or enter your password, then retry',
  );
}

/**
 * Enforces the elevated-claim policy: `disabled`
 * lets any Bearer through, `recommended` requires the claim from users who own a security key,
 * `required` always (except, with `exemptWithoutKeys`, for adding a first key).
 */
export async function checkElevated(
  deps: Pick<AppDeps, 'config' | 'db'>,
  auth: UserAuth,
  options: { exemptWithoutKeys?: boolean } = {},
): Promise<void> {
  if (auth.elevated) return;
  const mode = deps.config.auth.requireElevatedClaim;
  if (mode === 'disabled') return;
  const keys = await countSecurityKeys(deps.db, auth.userId);
  if (mode === 'recommended' && keys === 0) return;
  if (mode === 'required' && keys === 0 && options.exemptWithoutKeys) return;
  throw fail('elevated-claim-required');
}
