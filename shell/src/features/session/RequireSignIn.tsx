import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@tiix/shared-ui';
import { selectSession, useAppSelector, useAuth } from '@tiix/shared-data';

// The sign-in forms come from a chunk of their own: a signed-in member's first page needs none.
const SignInPage = lazy(() =>
  import('../account').then((account) => ({ default: account.SignInPage })),
);

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
  if (isAuthenticated || (record.status === 'guest' && !isLoading)) return <Outlet />;
  if (isLoading) return <Busy label="Loading your session" />;
  return (
    <Suspense fallback={<Busy label="Loading" />}>
      <SignInPage />
    </Suspense>
  );
}
