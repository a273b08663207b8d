import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner, notify } from '@tiix/shared-ui';
import { useAuth, type AuthClient, type AuthSession } from '@tiix/shared-data';
import { AccountScreen } from '../components/AccountScreen';
import { hardRedirect } from '../utils/hardRedirect';
import { RESUME_PENDING_TEAM_PATH, hasPendingTeam } from '../utils/pendingTeam';
import { RESET_PASSWORD_PATH, safeNext } from '../utils/redirects';

/** "Callback: 15 session attempts at 500 ms, timers 10 s and 15 s". */
export const CALLBACK_TIMING = {
  attempts: 15,
  intervalMs: 500,
  overallMs: 10_000,
  fallbackMs: 15_000,
} as const;

const APP_PATH = '/app';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One look for a session: the one the client holds, else (once the client has finished
 * importing the address's refresh token) a refresh. Refreshing earlier would race the import
 * for the same single-use token.
 */
async function lookForSession(client: AuthClient): Promise<AuthSession | null> {
  const current = client.getSession();
  if (current) return current;
  if (!client.isReady()) return null;
  return client.refreshSession();
}

/**
 * `/auth/callback`: where e-mail verification, magic links and provider sign-in land. Waits for
 * the session (the client imports the address's token and tells other tabs), then hands a team
 * started before sign-in to the wizard, else opens /app. Every failure also ends at /app.
 */
export function AuthCallbackPage() {
  const { client } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The address as we arrived: the client tidies it (removes the token) while we wait.
  const [arrivalSearch] = useState(location.search);
  // The router hands out a new navigate on every address change; the wait must not restart.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let active = true;
    let finished = false;
    const finish = (path: string) => {
      if (!active || finished) return;
      finished = true;
      navigateRef.current(path, { replace: true });
    };

    const overall = setTimeout(() => finish(APP_PATH), CALLBACK_TIMING.overallMs);
    // If the router navigation above did not take us away (page kept mounted), load /app outright.
    const fallback = setTimeout(() => {
      if (active) hardRedirect(APP_PATH);
    }, CALLBACK_TIMING.fallbackMs);

    const params = new URLSearchParams(arrivalSearch);
    const error = params.get('error');
    // The auth client signs in with `?refreshToken=` on this page only; links meant for another
    // page come here first and name it in `next` (a reset link: the new-password form).
    const next =
      params.get('type') === 'passwordReset'
        ? RESET_PASSWORD_PATH
        : params.get('next')
          ? safeNext(params.get('next'))
          : null;

    void (async () => {
      if (error) {
        // Provider or link failures come back as ?error=…&errorDescription=….
        notify.error(params.get('errorDescription') || error);
        finish(APP_PATH);
        return;
      }
      try {
        for (let attempt = 1; attempt <= CALLBACK_TIMING.attempts; attempt += 1) {
          if (!active || finished) return;
          const session = await lookForSession(client);
          if (!active) return;
          if (session) {
            finish(next ?? (hasPendingTeam() ? RESUME_PENDING_TEAM_PATH : APP_PATH));
            return;
          }
          if (attempt < CALLBACK_TIMING.attempts) await sleep(CALLBACK_TIMING.intervalMs);
        }
        finish(APP_PATH);
      } catch {
        finish(APP_PATH);
      }
    })();

    return () => {
      active = false;
      clearTimeout(overall);
      clearTimeout(fallback);
    };
  }, [arrivalSearch, client]);

  return (
    <AccountScreen title="Signing you in..." lead="Please wait while we complete your login.">
      <div className="acct-center">
        <Spinner size="lg" />
      </div>
    </AccountScreen>
  );
}
