import { useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import { useAuth, useSignInFlow } from '@tiix/shared-data';
import { INVITE_TEXT } from './messages';

export interface NeedLoginProps {
  team: { name: string; league: string };
  invitedEmail: string | null;
  /** Where the magic link and sign-up verification bring the user back: this invite. */
  returnTo: string;
}

type Mode = 'login' | 'signup';
type Method = 'password' | 'magic';

/**
 * Sign in or sign up to accept. Success needs no handling here: the page accepts as soon as
 * the session shows a signed-in user.
 */
export function NeedLogin({ team, invitedEmail, returnTo }: NeedLoginProps) {
  const [mode, setMode] = useState<Mode>('login');
  const [method, setMethod] = useState<Method>('password');
  const [signedIn, setSignedIn] = useState<string | null>(null);
  const { client } = useAuth();
  const flow = useSignInFlow({
    client,
    initialEmail: invitedEmail ?? '',
    redirectTo: returnTo,
    onSignedIn: (_via, message) => setSignedIn(message),
  });
  const { busy, email, password } = flow;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'magic') void flow.sendMagicLink();
    else if (mode === 'login') void flow.signIn();
    else void flow.signUp();
  };

  let submitLabel: string;
  if (method === 'magic') submitLabel = busy ? 'Sending…' : 'Send magic link';
  else if (mode === 'login') submitLabel = busy ? 'Signing in…' : 'Sign in';
  else submitLabel = busy ? 'Creating…' : 'Create account';

  /**
   * The links under the form: log in or sign up, password or magic link; each starts the form
   * over. Keyed by what they switch, not by their label, so the clicked link keeps the focus.
   */
  const toggles = [
    {
      switches: 'mode',
      label: mode === 'login' ? INVITE_TEXT.toSignup : INVITE_TEXT.toLogin,
      flip: () => setMode(mode === 'login' ? 'signup' : 'login'),
    },
    {
      switches: 'method',
      label: method === 'password' ? INVITE_TEXT.toMagicLink : INVITE_TEXT.toPassword,
      flip: () => setMethod(method === 'password' ? 'magic' : 'password'),
    },
  ];

  const success = signedIn ?? flow.notice;
  const outcome = (
    <>
      {flow.error ? (
        <p role="alert" className="tm-invite__error">
          {flow.error}
        </p>
      ) : null}
      {success ? (
        <p role="status" className="tm-invite__ok">
          {success}
        </p>
      ) : null}
    </>
  );

  if (flow.step === 'totp') {
    return (
      <>
        <h1 id="page-title">Two-factor authentication</h1>
        <form
          className="tm-invite__form"
          onSubmit={(event) => {
            event.preventDefault();
            void flow.verifyCode();
          }}
          noValidate
        >
          <p>Enter the 6-digit code from your authenticator app.</p>
          <Input
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            value={flow.code}
            onChange={(event) => flow.setCode(event.target.value)}
          />
          <Button type="submit" fullWidth disabled={busy || !flow.code.trim()}>
            {busy ? 'Verifying…' : 'Verify'}
          </Button>
        </form>
        {outcome}
        <Button variant="link" onClick={flow.backToForm}>
          Back to sign in
        </Button>
      </>
    );
  }

  return (
    <>
      <h1 id="page-title">
        {mode === 'login' ? 'Log in' : 'Create account'} to accept your invite
      </h1>
      <p className="tm-invite__team">
        You&apos;ve been invited to join <strong>{team.name}</strong> ({team.league}).
      </p>
      {invitedEmail ? (
        <p className="tm-invite__email">
          Invitation sent to <strong>{invitedEmail}</strong>
        </p>
      ) : null}
      <form className="tm-invite__form" onSubmit={submit} noValidate>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => flow.setEmail(event.target.value)}
        />
        {method === 'password' ? (
          <Input
            label="Password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => flow.setPassword(event.target.value)}
          />
        ) : null}
        <Button type="submit" fullWidth disabled={busy || !email.trim()}>
          {submitLabel}
        </Button>
      </form>
      {outcome}
      <div className="tm-invite__toggles">
        {toggles.map(({ switches, label, flip }) => (
          <Button
            key={switches}
            variant="link"
            onClick={() => {
              flip();
              flow.backToForm();
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </>
  );
}
