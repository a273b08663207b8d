import { useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import type { AuthClient } from '@tiix/shared-data';
import { INVITE_TEXT } from './messages';

export interface NeedLoginProps {
  auth: AuthClient;
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
export function NeedLogin({ auth, team, invitedEmail, returnTo }: NeedLoginProps) {
  const [mode, setMode] = useState<Mode>('login');
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const address = email.trim();
    const result =
      method === 'magic'
        ? await auth.signInMagicLink(address, { redirectTo: returnTo })
        : mode === 'login'
          ? await auth.signInEmailPassword(address, password)
          : await auth.signUpEmailPassword(address, password, { redirectTo: returnTo });
    setBusy(false);
    setOutcome({ ok: result.success, message: result.message });
  };

  let submitLabel: string;
  if (method === 'magic') submitLabel = busy ? 'Sending…' : 'Send magic link';
  else if (mode === 'login') submitLabel = busy ? 'Signing in…' : 'Sign in';
  else submitLabel = busy ? 'Creating…' : 'Create account';

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
      <form className="tm-invite__form" onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {method === 'password' ? (
          <Input
            label="Password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <Button type="submit" fullWidth disabled={busy || !email.trim()}>
          {submitLabel}
        </Button>
      </form>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'tm-invite__ok' : 'tm-invite__error'}
        >
          {outcome.message}
        </p>
      ) : null}
      <div className="tm-invite__toggles">
        <Button
          variant="link"
          onClick={() => {
            setMode(mode === 'login' ? 'signup' : 'login');
            setOutcome(null);
          }}
        >
          {mode === 'login' ? INVITE_TEXT.toSignup : INVITE_TEXT.toLogin}
        </Button>
        <Button
          variant="link"
          onClick={() => {
            setMethod(method === 'password' ? 'magic' : 'password');
            setOutcome(null);
          }}
        >
          {method === 'password' ? INVITE_TEXT.toMagicLink : INVITE_TEXT.toPassword}
        </Button>
      </div>
    </>
  );
}
