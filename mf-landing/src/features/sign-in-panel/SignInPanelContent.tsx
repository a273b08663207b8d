import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Input, Tabs, TabsContent, TabsList, TabsTrigger } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';

// Texts the spec gives word for word (sections 4, 8, 9).
export const PANEL_TEXT = {
  alreadySignedIn: 'Already signed in!',
  resetSent: 'Password reset email sent! Check your inbox.',
  magicSlow:
    'Request is taking longer than expected. Please check your internet connection and try again.',
  magicExpiry: 'The link expires in 15 minutes. The email may take 2-5 minutes to arrive.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Spec section 9: "Sign-in panel closes 2 s after success". */
export const CLOSE_AFTER_LOGIN_MS = 2000;
/** Spec section 9: "Reset confirmation delay 3 s". */
export const RESET_RETURN_MS = 3000;

type Mode = 'password' | 'magic';
type View = Mode | 'forgot' | 'totp';

const isMode = (view: View): view is Mode => view === 'password' || view === 'magic';

const absolute = (path: string) => new URL(path, window.location.origin).toString();

function Message({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'warning';
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`sip-message sip-message--${tone}`}>
      {children}
    </p>
  );
}

/** Runs `fn` after `ms` unless the component unmounts or `cancel()` is called first. */
function useTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return {
    start(fn: () => void, ms: number) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(fn, ms);
    },
  };
}

function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

export interface SignInPanelContentProps {
  /** Close the panel and continue to the app (after a login, or when already signed in). */
  onProceed: () => void;
}

/**
 * The landing bar's sign-in forms: password (default) or magic link, a forgot-password view and
 * the second-factor step. Mounted only while the panel is open.
 */
export function SignInPanelContent({ onProceed }: SignInPanelContentProps) {
  const { client } = useAuth();
  const [view, setView] = useState<View>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [slow, setSlow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [magicSent, setMagicSent] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useTimer();
  const mounted = useMounted();
  const onProceedRef = useRef(onProceed);
  useEffect(() => {
    onProceedRef.current = onProceed;
  }, [onProceed]);

  // Each view puts focus on its first field (or its main action when it has none). Switching
  // tabs is left alone: arrow keys in the tab list must keep focus on the tabs.
  const previousView = useRef<View | null>(null);
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = view;
    const tabSwitch = previous !== null && previous !== view && isMode(previous) && isMode(view);
    const root = rootRef.current;
    if (!root || tabSwitch) return;
    const field =
      root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) input:not([disabled])') ??
      root.querySelector<HTMLElement>('input:not([disabled])') ??
      root.querySelector<HTMLElement>('[data-sip-focus]');
    field?.focus();
  }, [view, magicSent]);

  const go = (next: View) => {
    setView(next);
    setError(null);
    setSuccess(null);
    setSlow(false);
    setResetSent(false);
  };

  const finishLogin = (message: string) => {
    if (message === PANEL_TEXT.alreadySignedIn) {
      onProceedRef.current();
      return;
    }
    setSuccess(message);
    timer.start(() => onProceedRef.current(), CLOSE_AFTER_LOGIN_MS);
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || success) return;
    setBusy(true);
    setError(null);
    const result = await client.signInEmailPassword(email.trim(), password);
    if (!mounted.current) return;
    setBusy(false);
    // A right password on an account with an authenticator app yields a ticket, not a session.
    if (result.data?.mfaTicket) {
      setTicket(result.data.mfaTicket);
      setCode('');
      go('totp');
      return;
    }
    if (!result.success) {
      setError(result.message);
      return;
    }
    finishLogin(result.message);
  };

  const submitTotp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || success || !ticket) return;
    setBusy(true);
    setError(null);
    const result = await client.signInMfaTotp(ticket, code.replace(/\s+/g, ''));
    if (!mounted.current) return;
    setBusy(false);
    if (result.success) finishLogin(result.message);
    else setError(result.message);
  };

  const submitMagic = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (busy || !address) return;
    setBusy(true);
    setSlow(false);
    setError(null);
    const result = await client.signInMagicLink(address, {
      redirectTo: absolute('/auth/callback'),
      onSlow: () => {
        if (mounted.current) setSlow(true);
      },
    });
    if (!mounted.current) return;
    setBusy(false);
    setSlow(false);
    if (result.message === PANEL_TEXT.alreadySignedIn) {
      onProceedRef.current();
      return;
    }
    if (result.success) setMagicSent(result.message);
    else setError(result.message || PANEL_TEXT.unexpected);
  };

  const submitReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (busy || !address) return;
    setBusy(true);
    setError(null);
    const result = await client.sendPasswordReset(address, {
      // The callback page signs in from the link and opens /auth/reset-password.
      redirectTo: absolute('/auth/callback'),
    });
    if (!mounted.current) return;
    setBusy(false);
    if (!result.success) {
      setError(result.message || PANEL_TEXT.unexpected);
      return;
    }
    setResetSent(true);
    timer.start(() => go('password'), RESET_RETURN_MS);
  };

  const emailField = (
    <Input
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={email}
      disabled={Boolean(success)}
      onChange={(event) => setEmail(event.target.value)}
    />
  );

  if (view === 'forgot') {
    return (
      <div ref={rootRef} className="sip-body">
        <h3 className="sip-heading">Reset your password</h3>
        {resetSent ? (
          <Message tone="success">{PANEL_TEXT.resetSent}</Message>
        ) : (
          <form className="sip-form" onSubmit={submitReset}>
            <p className="sip-muted">Enter your email and we&apos;ll send you a reset link.</p>
            {emailField}
            <Message tone="error">{error}</Message>
            <Button type="submit" fullWidth loading={busy} disabled={!email.trim()}>
              {busy ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
        )}
        <Button variant="link" size="sm" data-sip-focus onClick={() => go('password')}>
          Back to sign in
        </Button>
      </div>
    );
  }

  if (view === 'totp') {
    return (
      <div ref={rootRef} className="sip-body">
        <form className="sip-form" onSubmit={submitTotp}>
          <h3 className="sip-heading">Two-factor authentication</h3>
          <p className="sip-muted">Enter the 6-digit code from your authenticator app.</p>
          <Input
            label="Authentication code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            value={code}
            disabled={Boolean(success)}
            onChange={(event) => setCode(event.target.value)}
          />
          <Message tone="error">{error}</Message>
          <Message tone="success">{success}</Message>
          <Button
            type="submit"
            fullWidth
            loading={busy}
            disabled={!code.trim() || Boolean(success)}
          >
            {busy ? 'Verifying…' : 'Verify'}
          </Button>
        </form>
        <Button variant="link" size="sm" onClick={() => go('password')}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <div ref={rootRef} className="sip-body">
      <Tabs value={view} onValueChange={(value) => go(value as Mode)}>
        <TabsList aria-label="Sign-in method" className="sip-tabs">
          <TabsTrigger value="password">Password</TabsTrigger>
          <TabsTrigger value="magic">Magic link</TabsTrigger>
        </TabsList>

        <TabsContent value="password">
          <form className="sip-form" onSubmit={submitPassword}>
            {emailField}
            <Input
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              disabled={Boolean(success)}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button variant="link" size="sm" className="sip-forgot" onClick={() => go('forgot')}>
              Forgot password?
            </Button>
            <Message tone="error">{error}</Message>
            <Message tone="success">{success}</Message>
            <Button type="submit" fullWidth loading={busy} disabled={Boolean(success)}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </TabsContent>

        <TabsContent value="magic">
          {magicSent ? (
            <div className="sip-form">
              <h3 className="sip-heading">Check your email</h3>
              <Message tone="success">{magicSent}</Message>
              <p className="sip-muted">
                We sent it to <strong>{email.trim()}</strong>. {PANEL_TEXT.magicExpiry}
              </p>
              <Button
                variant="secondary"
                fullWidth
                data-sip-focus
                onClick={() => setMagicSent(null)}
              >
                Send another link
              </Button>
            </div>
          ) : (
            <form className="sip-form" onSubmit={submitMagic}>
              {emailField}
              <p className="sip-muted">We&apos;ll email you a link that signs you in.</p>
              {busy && slow ? <Message tone="warning">{PANEL_TEXT.magicSlow}</Message> : null}
              <Message tone="error">{error}</Message>
              <Button type="submit" fullWidth loading={busy} disabled={!email.trim()}>
                {busy ? 'Sending…' : 'Send magic link'}
              </Button>
            </form>
          )}
        </TabsContent>
      </Tabs>
      <p className="sip-footer">
        New to Tiix?{' '}
        <Link
          to={`/signup?${new URLSearchParams({ ...(email.trim() ? { email: email.trim() } : {}), next: '/app' }).toString()}`}
        >
          Create account
        </Link>
      </p>
    </div>
  );
}
