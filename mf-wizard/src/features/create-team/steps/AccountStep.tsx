import { useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import { AUTH_MESSAGES, seasonLabel, useAuth, type AuthResult } from '@tiix/shared-data';
import type { SignInPath } from '../useTeamCreation';

export interface TeamSummary {
  name: string;
  league: string;
  teamName: string;
  season: string;
  inviteEmails: readonly string[];
}

type View = 'magic' | 'password' | 'forgot' | 'check-email';

export interface AccountStepProps {
  summary: TeamSummary;
  /** The user is signed in: create the team (the redirect delay depends on the path). */
  onSignedIn: (path: SignInPath) => void;
}

function isNetworkFailure(result: AuthResult<unknown>): boolean {
  return result.error?.error === 'network' || result.error?.status === 0;
}

/** Spec 2: every view of the account step carries this panel. */
function SummaryPanel({ summary }: { summary: TeamSummary }) {
  return (
    <aside className="tx-wizard__summary" aria-label="Team summary">
      <h4 className="tx-wizard__subtitle">Your team</h4>
      <dl>
        <dt>Name</dt>
        <dd>{summary.name.trim() || '—'}</dd>
        <dt>League</dt>
        <dd>{summary.league || '—'}</dd>
        <dt>Team</dt>
        <dd>{summary.teamName || '—'}</dd>
        <dt>Season</dt>
        <dd>{summary.league ? seasonLabel(summary.league, summary.season) : summary.season}</dd>
        <dt>Invites</dt>
        <dd>{summary.inviteEmails.length}</dd>
      </dl>
    </aside>
  );
}

export function AccountStep({ summary, onSignedIn }: AccountStepProps) {
  const { client } = useAuth();
  const [view, setView] = useState<View>('magic');
  const [signUp, setSignUp] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const switchView = (next: View) => {
    setView(next);
    setError(null);
    setInfo(null);
  };

  const sendMagicLink = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setInfo(null);
    const result = await client.signInMagicLink(email.trim(), {
      onSlow: () => setInfo(AUTH_MESSAGES.magicLinkSlow),
    });
    setBusy(false);
    if (result.success && result.message === AUTH_MESSAGES.alreadySignedIn) {
      onSignedIn('magic');
    } else if (result.success) {
      setInfo(result.message);
      setView('check-email');
    } else {
      setError(isNetworkFailure(result) ? AUTH_MESSAGES.magicLinkNetwork : result.message);
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setInfo(null);
    const result = signUp
      ? await client.signUpEmailPassword(email.trim(), password)
      : await client.signInEmailPassword(email.trim(), password);
    setBusy(false);
    if (!result.success) {
      setError(result.message || (signUp ? AUTH_MESSAGES.signupFailed : AUTH_MESSAGES.loginFailed));
    } else if (
      result.message === AUTH_MESSAGES.loggedIn ||
      result.message === AUTH_MESSAGES.alreadySignedIn
    ) {
      onSignedIn('login');
    } else {
      // Sign-up that needs e-mail verification: the link comes back through /auth/callback.
      setInfo(result.message);
      setView('check-email');
    }
  };

  const sendReset = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setInfo(null);
    const result = await client.sendPasswordReset(email.trim());
    setBusy(false);
    if (result.success) setInfo(result.message);
    else setError(result.message);
  };

  const messages = (
    <>
      {error ? (
        <p className="tx-wizard__error" role="alert">
          {error}
        </p>
      ) : null}
      {info && view !== 'check-email' ? (
        <p className="tx-wizard__info" role="status">
          {info}
        </p>
      ) : null}
    </>
  );

  const emailField = (
    <Input
      label="Email"
      type="email"
      required
      autoComplete="email"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
    />
  );

  let body;
  if (view === 'check-email') {
    body = (
      <div className="tx-wizard__fields">
        <h3 className="tx-wizard__step-title">Check Your Email</h3>
        {info ? <p role="status">{info}</p> : null}
        <p className="tx-wizard__muted">
          We sent a link to <strong>{email.trim()}</strong>. It expires in 15 minutes and may take
          2-5 minutes to arrive. Your team is created as soon as you open it.
        </p>
        <Button type="button" variant="link" onClick={() => switchView('magic')}>
          Use different email
        </Button>
      </div>
    );
  } else if (view === 'forgot') {
    body = (
      <form className="tx-wizard__fields" onSubmit={sendReset}>
        <h3 className="tx-wizard__step-title">Reset Password</h3>
        {emailField}
        {messages}
        <Button type="submit" loading={busy} disabled={busy || !email.trim()}>
          Send Reset Link
        </Button>
        <Button type="button" variant="link" onClick={() => switchView('password')}>
          Back to log in
        </Button>
      </form>
    );
  } else if (view === 'password') {
    body = (
      <form className="tx-wizard__fields" onSubmit={submitPassword}>
        <h3 className="tx-wizard__step-title">{signUp ? 'Sign Up' : 'Log In'}</h3>
        {emailField}
        <Input
          label="Password"
          type="password"
          required
          autoComplete={signUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {messages}
        <Button type="submit" loading={busy} disabled={busy}>
          {signUp ? 'Sign Up' : 'Log In'}
        </Button>
        <div className="tx-wizard__row">
          <Button type="button" variant="link" onClick={() => setSignUp((value) => !value)}>
            {signUp ? 'Have an account? Log in' : 'New here? Sign up'}
          </Button>
          {signUp ? null : (
            <Button type="button" variant="link" onClick={() => switchView('forgot')}>
              Forgot password?
            </Button>
          )}
        </div>
        <Button type="button" variant="link" onClick={() => switchView('magic')}>
          Use a magic link instead
        </Button>
      </form>
    );
  } else {
    body = (
      <form className="tx-wizard__fields" onSubmit={sendMagicLink}>
        <h3 className="tx-wizard__step-title">Create Account</h3>
        <p className="tx-wizard__muted">
          We&apos;ll e-mail you a magic link. Open it and your team is created.
        </p>
        {emailField}
        {messages}
        <Button type="submit" loading={busy} disabled={busy || !email.trim()}>
          Send Magic Link
        </Button>
        <Button type="button" variant="link" onClick={() => switchView('password')}>
          Use email &amp; password instead
        </Button>
      </form>
    );
  }

  return (
    <div className="tx-wizard__account">
      {body}
      <SummaryPanel summary={summary} />
    </div>
  );
}
