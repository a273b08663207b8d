import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthClient } from './AuthClient';
import { AUTH_MESSAGES } from './messages';
import type { AuthResult } from './types';

/**
 * Where a sign-in flow stands: its form, the second-factor step after a right password on an
 * account with an authenticator app, "check your e-mail" after a magic link or a sign-up that
 * needs verification, or "reset link sent".
 */
export type SignInStep = 'form' | 'totp' | 'check-email' | 'reset-sent';

/** How the session came about, for screens whose next move depends on it. */
export type SignedInVia = 'password' | 'totp' | 'signup' | 'already-signed-in';

export interface SignInFlowOptions {
  /** The app's auth client (`useAuth().client`). */
  client: AuthClient;
  /** Runs once a session exists. `message` is the outcome's text (e.g. 'Logged in!'). */
  onSignedIn: (via: SignedInVia, message: string) => void;
  /** Where e-mailed links (magic link, sign-up verification, password reset) bring the user. */
  redirectTo?: string;
  initialEmail?: string;
  /** Shown when a failure carries no text of its own. */
  fallbackError?: string;
  /** Shown instead when a magic link could not be sent for a network failure. */
  magicLinkNetworkError?: string;
}

export interface SignInFlow {
  step: SignInStep;
  email: string;
  setEmail: (email: string) => void;
  password: string;
  setPassword: (password: string) => void;
  /** The authenticator code of the second-factor step. */
  code: string;
  setCode: (code: string) => void;
  busy: boolean;
  /** A magic-link request has run long enough to tell the user. */
  slow: boolean;
  /** The last failure's text, shown in red. */
  error: string | null;
  /** The last failure itself, for screens that react to its code (e.g. an unverified e-mail). */
  failure: AuthResult<unknown> | null;
  /** The last success's text while the flow waits on the user ('check-email', 'reset-sent'). */
  notice: string | null;
  signIn: () => Promise<void>;
  signUp: (options?: { displayName?: string }) => Promise<void>;
  sendMagicLink: () => Promise<void>;
  sendReset: () => Promise<void>;
  verifyCode: () => Promise<void>;
  /** Back to the form (from any step), messages cleared; after the second factor the password is cleared too. */
  backToForm: () => void;
  clearMessages: () => void;
}

const isNetworkFailure = (result: AuthResult<unknown>) =>
  result.error?.error === 'network' || result.error?.status === 0;

/**
 * The one home of e-mail sign-in state: password, sign-up, magic link, password reset and the
 * second factor, with the same outcomes on every screen that signs people in (the landing's
 * panel, the login and signup pages, the wizard's account step and the invite page). Screens
 * keep their own layout and texts; this keeps the rules (a second factor is never skipped, an
 * existing session short-circuits, one request at a time).
 */
export function useSignInFlow(options: SignInFlowOptions): SignInFlow {
  const { client } = options;
  const [step, setStep] = useState<SignInStep>('form');
  const [email, setEmail] = useState(options.initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [slow, setSlow] = useState(false);
  const [failure, setFailure] = useState<AuthResult<unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The latest options without re-creating the actions on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const inFlight = useRef(false);

  const clearMessages = useCallback(() => {
    setError(null);
    setFailure(null);
    setNotice(null);
    setSlow(false);
  }, []);

  /**
   * Runs one request at a time. The outcome is applied even when the screen has gone meanwhile
   * (a session can unmount the form that asked for it): `onSignedIn` must still run, and state
   * updates of an unmounted component are no-ops.
   */
  const run = useCallback(
    async <T>(request: () => Promise<AuthResult<T>>, settle: (result: AuthResult<T>) => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      setFailure(null);
      setNotice(null);
      setSlow(false);
      try {
        settle(await request());
      } finally {
        inFlight.current = false;
        if (mounted.current) {
          setBusy(false);
          setSlow(false);
        }
      }
    },
    [],
  );

  const fail = useCallback((result: AuthResult<unknown>, text?: string) => {
    setFailure(result);
    setError(text ?? (result.message || latest.current.fallbackError || AUTH_MESSAGES.unexpected));
  }, []);

  const signedIn = useCallback((via: SignedInVia, message: string) => {
    latest.current.onSignedIn(
      message === AUTH_MESSAGES.alreadySignedIn ? 'already-signed-in' : via,
      message,
    );
  }, []);

  const signIn = useCallback(
    () =>
      run(
        () => client.signInEmailPassword(email.trim(), password),
        (result) => {
          // A right password on an account with an authenticator app yields a ticket, not a session.
          if (result.data?.mfaTicket) {
            setTicket(result.data.mfaTicket);
            setCode('');
            setStep('totp');
          } else if (!result.success) fail(result);
          else signedIn('password', result.message);
        },
      ),
    [client, email, password, run, fail, signedIn],
  );

  const signUp = useCallback(
    (extra: { displayName?: string } = {}) =>
      run(
        () =>
          client.signUpEmailPassword(email.trim(), password, {
            ...(latest.current.redirectTo ? { redirectTo: latest.current.redirectTo } : {}),
            ...extra,
          }),
        (result) => {
          if (!result.success) fail(result);
          else if (
            result.data?.needsEmailVerification === false ||
            result.message === AUTH_MESSAGES.loggedIn ||
            result.message === AUTH_MESSAGES.alreadySignedIn
          ) {
            signedIn('signup', result.message);
          } else {
            // The verification link comes back through the redirect and signs the user in there.
            setNotice(result.message);
            setStep('check-email');
          }
        },
      ),
    [client, email, password, run, fail, signedIn],
  );

  const sendMagicLink = useCallback(
    () =>
      run(
        () =>
          client.signInMagicLink(email.trim(), {
            ...(latest.current.redirectTo ? { redirectTo: latest.current.redirectTo } : {}),
            onSlow: () => {
              if (mounted.current) setSlow(true);
            },
          }),
        (result) => {
          if (result.success && result.message === AUTH_MESSAGES.alreadySignedIn) {
            signedIn('already-signed-in', result.message);
          } else if (result.success) {
            setNotice(result.message);
            setStep('check-email');
          } else {
            const network = latest.current.magicLinkNetworkError;
            fail(result, network && isNetworkFailure(result) ? network : undefined);
          }
        },
      ),
    [client, email, run, fail, signedIn],
  );

  const sendReset = useCallback(
    () =>
      run(
        () =>
          client.sendPasswordReset(
            email.trim(),
            latest.current.redirectTo ? { redirectTo: latest.current.redirectTo } : {},
          ),
        (result) => {
          if (!result.success) {
            fail(result);
            return;
          }
          setNotice(result.message);
          setStep('reset-sent');
        },
      ),
    [client, email, run, fail],
  );

  const verifyCode = useCallback(async () => {
    if (!ticket) return;
    await run(
      () => client.signInMfaTotp(ticket, code.replace(/\s+/g, '')),
      (result) => {
        if (result.success) signedIn('totp', result.message);
        else fail(result);
      },
    );
  }, [client, ticket, code, run, fail, signedIn]);

  const backToForm = useCallback(() => {
    if (ticket) setPassword('');
    setTicket(null);
    setCode('');
    setStep('form');
    clearMessages();
  }, [ticket, clearMessages]);

  return {
    step,
    email,
    setEmail,
    password,
    setPassword,
    code,
    setCode,
    busy,
    slow,
    error,
    failure,
    notice,
    signIn,
    signUp,
    sendMagicLink,
    sendReset,
    verifyCode,
    backToForm,
    clearMessages,
  };
}
