/** Timings of the backend session and of magic links. */
export const AUTH_TIMING = {
  /** How often a signed-in client checks whether its access token needs a refresh. */
  refreshCheckMs: 1_000,
  /** The refresh window before the access token expires. */
  refreshWindowMs: 60_000,
  /** Retries of a failed refresh or start-up import. */
  maxRetries: 5,
  /** First retry delay; each further one doubles: 5, 10, 20, 40, 80 s. */
  retryBaseMs: 5_000,
  /** start() resolves by then even if the import is still retrying. */
  readyTimeoutMs: 15_000,
  magicLinkAttempts: 3,
  magicLinkAttemptTimeoutMs: 10_000,
  /** Back-off between magic-link tries: this times the attempt number. */
  magicLinkBackoffMs: 1_000,
  magicLinkSlowMs: 15_000,
} as const;

/** Delay before retry number `n` (1-based): 2^(n-1) x 5 s. */
export function retryDelayMs(n: number): number {
  return 2 ** (n - 1) * AUTH_TIMING.retryBaseMs;
}

/** localStorage key prefix of everything the auth client keeps. */
export const AUTH_STORAGE_PREFIX = 'tiix.auth.';
/** The BroadcastChannel the tabs of one browser share sessions on. */
export const AUTH_CHANNEL = 'tiix-auth';
/** The Web Lock held by the one tab that refreshes. */
export const AUTH_REFRESH_LOCK = 'tiix-auth-refresh';
