import { useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import { seasonLabel } from '@tiix/domain';
import { AUTH_MESSAGES, useAuth, useSignInFlow } from '@tiix/shared-data';
import type { SignInPath } from '../useTeamCreation';

export interface TeamSummary {
  name: string;
  league: string;
  teamName: string;
  season: string;
  inviteEmails: readonly string[];
}

type View = 'magic' | 'password' | 'forgot';

export interface AccountStepProps {
  summary: TeamSummary;
  /** The user is signed in: create the team (the redirect delay depends on the path). */
  onSignedIn: (path: SignInPath) => void;
}

/** Every view of the account step carries this panel. */
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
  const [view, setView] = useState<View>('magic');
  const [signUp, setSignUp] = useState(false);
  const { client } = useAuth();
  const flow = useSignInFlow({
    client,
    magicLinkNetworkError: AUTH_MESSAGES.magicLinkNetwork,
    // The team is created as soon as a session exists; the redirect waits longer after a link.
    onSignedIn: (via) =>
      onSignedIn(via === 'already-signed-in' && view === 'magic' ? 'magic' : 'login'),
  });
  const { busy, email, error } = flow;
  // While the magic link's request runs long, the slow-network note shows in the info slot.
  const info = flow.slow ? AUTH_MESSAGES.magicLinkSlow : flow.notice;

  const switchView = (next: View) => {
    setView(next);
    flow.backToForm();
  };

  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  const sendMagicLink = submit(flow.sendMagicLink);
  const submitPassword = submit(signUp ? () => flow.signUp() : flow.signIn);
  const sendReset = submit(flow.sendReset);

  const messages = (
    <>
      {error ? (
        <p className="tx-wizard__error" role="alert">
          {error}
        </p>
      ) : null}
      {info && flow.step !== 'check-email' ? (
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
      onChange={(event) => flow.setEmail(event.target.value)}
    />
  );

  let body;
  if (flow.step === 'check-email') {
    body = (
      <div className="tx-wizard__fields">
        <h3 className="tx-wizard__step-title">Check Your Email</h3>
        {flow.notice ? <p role="status">{flow.notice}</p> : null}
        <p className="tx-wizard__muted">
          We sent a link to <strong>{email.trim()}</strong>. It expires in 15 minutes and may take
          2-5 minutes to arrive. Your team is created as soon as you open it.
        </p>
        <Button type="button" variant="link" onClick={() => switchView('magic')}>
          Use different email
        </Button>
      </div>
    );
  } else if (flow.step === 'totp') {
    body = (
      <form className="tx-wizard__fields" onSubmit={submit(flow.verifyCode)}>
        <h3 className="tx-wizard__step-title">Two-factor authentication</h3>
        <p className="tx-wizard__muted">Enter the 6-digit code from your authenticator app.</p>
        <Input
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          autoFocus
          value={flow.code}
          onChange={(event) => flow.setCode(event.target.value)}
        />
        {messages}
        <Button type="submit" loading={busy} disabled={busy || !flow.code.trim()}>
          Verify
        </Button>
        <Button type="button" variant="link" onClick={flow.backToForm}>
          Back to log in
        </Button>
      </form>
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
          value={flow.password}
          onChange={(event) => flow.setPassword(event.target.value)}
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
