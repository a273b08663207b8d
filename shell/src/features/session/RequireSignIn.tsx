import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet, useMatch } from 'react-router';
import { Spinner } from '@tiix/shared-ui';
import { selectSession, useAppSelector, useAuth } from '@tiix/shared-data';
import { DashboardSection } from '../dashboard';

// The sign-in forms come from a chunk of their own: a signed-in member's first page needs none.
const SignInPage = lazy(() =>
  import('../account').then((account) => ({ default: account.SignInPage })),
);

type Gate = 'page' | 'busy' | 'sign-in';

function Busy({ label }: { label: string }) {
  return (
    <div className="shell-page" aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}

/**
 * The app area's guard: guests and signed-in users get the page; a visitor who is
 * neither (the record says a user was signed in, but the auth service has no session) gets the
 * sign-in page in its place, at the same address. While the auth client is still starting, a
 * spinner avoids flashing the sign-in page at someone about to be signed in, and the guest's
 * page at someone whose stored session is being restored (the record may say guest on a device
 * that kept only the tokens). Without a stored token the client is ready at once.
 */
export function RequireSignIn() {
  const record = useAppSelector(selectSession);
  const { isLoading, isAuthenticated } = useAuth();
  const onDashboard = useMatch({ path: '/app', end: true }) !== null;
  const now: Gate =
    isAuthenticated || (record.status === 'guest' && !isLoading)
      ? 'page'
      : isLoading
        ? 'busy'
        : 'sign-in';
  // The auth client's store updates render at once, in the task that brought the session; the
  // page it opens (its first render, the largest of the start) renders deferred instead, at a
  // transition's priority, in slices that let the browser paint and take input in between.
  // Leaving the page (signed out, session lost) is never deferred: it is shown at once.
  const deferred = useDeferredValue(now);
  const gate = now === 'page' ? deferred : now;
  if (gate === 'page') return <Outlet />;
  if (gate === 'busy') {
    const label = 'Loading your session';
    // On the dashboard its heading stays where the server's frame (layout/AppFrame.tsx) drew it,
    // with the spinner under it, instead of vanishing and coming back a round trip later.
    return onDashboard ? (
      <DashboardSection busy>
        <Spinner label={label} />
      </DashboardSection>
    ) : (
      <Busy label={label} />
    );
  }
  return (
    <Suspense fallback={<Busy label="Loading" />}>
      <SignInPage />
    </Suspense>
  );
}
