import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Spinner } from '@tiix/shared-ui';
import { useAuth, type AuthErrorBody } from '@tiix/shared-data';
import { AccountScreen } from '../components/AccountScreen';
import { FormMessage } from '../components/FormMessage';
import { PasswordInput } from '../components/PasswordInput';
import { MSG, newPasswordError } from '../utils/messages';

/** "Reset redirect 2 s". */
export const RESET_REDIRECT_MS = 2000;

/** What the reset e-mail's link left in the address (query or hash). */
interface ResetLink {
  /** A `passwordReset:` ticket, for `/user/password` without a session. */
  ticket: string | null;
  /** The token the link carries: `token` (with a recovery type) or the `refreshToken` of /verify. */
  hasToken: boolean;
  /** `/verify` reports an unusable link with `?error=…`. */
  error: string | null;
}

function readResetLink(search: string, hash: string): ResetLink {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  return {
    ticket: get('ticket'),
    hasToken: Boolean(get('token') || get('refreshToken')),
    error: get('error'),
  };
}

/** Codes that mean the link (ticket or the session it gave) no longer works. */
const DEAD_LINK_CODES = new Set([
  'invalid-ticket',
  'invalid-refresh-token',
  'unauthenticated-user',
  'no-refresh-token',
]);

function isDeadLink(error: AuthErrorBody | undefined): boolean {
  return Boolean(error && (DEAD_LINK_CODES.has(error.error) || error.status === 401));
}

/**
 * `/auth/reset-password`: the password-reset e-mail lands here (signed in through the address's
 * refresh token, or with a ticket). Shows the new-password form, or 'Reset Link Invalid'.
 */
export function ResetPasswordPage() {
  const { client, session, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the auth client removes the token from the address while it signs in with it.
  const [link] = useState(() => readResetLink(location.search, location.hash));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = newPasswordError(password, confirm);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await client.changePassword(password, link.ticket ?? undefined);
      if (!mounted.current) return;
      if (result.success) setDone(true);
      else if (isDeadLink(result.error)) setError(MSG.resetInvalid);
      else setError(result.error?.message || MSG.resetFailed);
    } catch {
      if (mounted.current) setError(MSG.resetUnexpected);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const home = <Link to="/">Return to Home</Link>;

  if (done) {
    return (
      <AccountScreen title="Password Updated!">
        <FormMessage tone="success">{MSG.resetSuccess}</FormMessage>
      </AccountScreen>
    );
  }

  const usable = !link.error && (link.ticket !== null || link.hasToken || session !== null);
  // A ticket needs no session; otherwise wait until the client has used the address's token.
  const verifying = !link.error && link.ticket === null && isLoading;

  if (verifying) {
    return (
      <AccountScreen title="Verifying reset link...">
        <div className="acct-center">
          <Spinner size="lg" />
        </div>
      </AccountScreen>
    );
  }

  if (!usable) {
    return (
      <AccountScreen title="Reset Link Invalid" footer={home}>
        <FormMessage tone="error">{MSG.resetInvalid}</FormMessage>
      </AccountScreen>
    );
  }

  return (
    <AccountScreen
      title="Set New Password"
      lead="Choose a new password for your account."
      footer={home}
    >
      <form className="acct-form" onSubmit={submit} noValidate>
        <PasswordInput
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onValue={setPassword}
        />
        <PasswordInput
          label="Confirm New Password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
        <FormMessage tone="error">{error}</FormMessage>
        <Button type="submit" fullWidth loading={busy}>
          {busy ? 'Updating Password...' : 'Update Password'}
        </Button>
      </form>
    </AccountScreen>
  );
}
