import { AUTH_TIMING } from './constants';

/** The refresh window: 60 s, or the token's whole life (in seconds) if shorter. */
export function refreshWindowMs(accessTokenExpiresIn: number | undefined): number {
  const life = (accessTokenExpiresIn ?? 0) * 1000;
  return Math.min(AUTH_TIMING.refreshWindowMs, life > 0 ? life : AUTH_TIMING.refreshWindowMs);
}

/**
 * Whether the check at `now` refreshes: always once the token has expired or only half of the
 * window is left. In the first half of the window each check refreshes with probability
 * 1 / (checks left until the half), which spreads the refreshes of several tabs evenly over it.
 */
export function isRefreshDue(
  expiresAt: number,
  now: number,
  windowMs: number,
  random: () => number,
): boolean {
  const remaining = expiresAt - now;
  if (remaining <= windowMs / 2) return true;
  if (remaining > windowMs) return false;
  const checksLeft = (remaining - windowMs / 2) / AUTH_TIMING.refreshCheckMs;
  return random() < 1 / Math.max(1, checksLeft);
}
