import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Input, Tabs, TabsContent, TabsList, TabsTrigger } from '@tiix/shared-ui';
import { useAuth, useSignInFlow } from '@tiix/shared-data';

// The panel's user-visible texts, word for word as the product shows them: keep them verbatim.
export const PANEL_TEXT = {
  alreadySignedIn: 'Already signed in!',
  resetSent: 'Password reset email sent! Check your inbox.',
  magicSlow:
    'Request is taking longer than expected. Please check your internet connection and try again.',
  magicExpiry: 'The link expires in 15 minutes. The email may take 2-5 minutes to arrive.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** "Sign-in panel closes 2 s after success". */
export const CLOSE_AFTER_LOGIN_MS = 2000;
/** "Reset confirmation delay 3 s". */
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
  const [view, setView] = useState<View>('password');
  const [success, setSuccess] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useTimer();
  const mounted = useMounted();
  const onProceedRef = useRef(onProceed);
  useEffect(() => {
    onProceedRef.current = onProceed;
  }, [onProceed]);

  const { client } = useAuth();
  const flow = useSignInFlow({
    client,
    redirectTo: absolute('/auth/callback'),
    fallbackError: PANEL_TEXT.unexpected,
    onSignedIn: (via, message) => {
      // The panel may have been closed while the request ran: then the visitor stays put.
      if (!mounted.current) return;
      if (via === 'already-signed-in') {
        onProceedRef.current();
        return;
      }
      setSuccess(message);
      timer.start(() => onProceedRef.current(), CLOSE_AFTER_LOGIN_MS);
    },
  });
  const { email, password, code, busy, slow, error } = flow;
  const magicSent = flow.step === 'check-email' ? flow.notice : null;
  const resetSent = flow.step === 'reset-sent';
  // The second-factor step replaces the forms until it is done or abandoned.
  const shown: View = flow.step === 'totp' ? 'totp' : view;

  // Each view puts focus on its first field (or its main action when it has none). Switching
  // tabs is left alone: arrow keys in the tab list must keep focus on the tabs.
  const previousView = useRef<View | null>(null);
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = shown;
    const tabSwitch = previous !== null && previous !== shown && isMode(previous) && isMode(shown);
    const root = rootRef.current;
    if (!root || tabSwitch) return;
    const field =
      root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) input:not([disabled])') ??
      root.querySelector<HTMLElement>('input:not([disabled])') ??
      root.querySelector<HTMLElement>('[data-sip-focus]');
    field?.focus();
  }, [shown, magicSent]);

  const go = (next: View) => {
    setView(next);
    flow.backToForm();
  };

  // After the reset link is sent, the panel returns to sign-in on its own.
  useEffect(() => {
    if (resetSent) timer.start(() => go('password'), RESET_RETURN_MS);
    // `go` is recreated each render; the return only needs to be scheduled once per send.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scheduled once per sent reset
  }, [resetSent]);

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!success) void flow.signIn();
  };

  const submitTotp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!success) void flow.verifyCode();
  };

  const submitMagic = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim()) void flow.sendMagicLink();
  };

  const submitReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim()) void flow.sendReset();
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
      onChange={(event) => flow.setEmail(event.target.value)}
    />
  );

  if (shown === 'forgot') {
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

  if (shown === 'totp') {
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
            onChange={(event) => flow.setCode(event.target.value)}
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
              onChange={(event) => flow.setPassword(event.target.value)}
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
              <Button variant="secondary" fullWidth data-sip-focus onClick={flow.backToForm}>
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
