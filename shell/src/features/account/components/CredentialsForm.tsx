import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@tiix/shared-ui';
import { type AuthResult } from '@tiix/shared-data';
import { MSG } from '../utils/messages';
import { EmailInput } from './EmailInput';
import { FormMessage } from './FormMessage';
import { useEmailFlow } from './useEmailFlow';
import { PasswordInput } from './PasswordInput';
import { TotpStep } from './TotpStep';

export type CredentialsMode = 'login' | 'signup';

export interface CredentialsFormProps {
  mode: CredentialsMode;
  initialEmail?: string;
  /** Reports the typed e-mail, so a parent can carry it to another form. */
  onEmailChange?: (email: string) => void;
  /** Runs once a session exists: password sign-in, second factor, or a signup without verification. */
  onSignedIn: () => void;
  /** Links under the button; gets the typed e-mail so they can carry it to the other form. */
  renderLinks?: (email: string) => ReactNode;
  /** Shows a "Forgot password?" action (login mode) that hands over the typed e-mail. */
  onForgotPassword?: (email: string) => void;
  autoFocus?: boolean;
}

const LABELS = {
  login: { idle: 'Sign in', busy: 'Signing in…' },
  signup: { idle: 'Create account', busy: 'Creating…' },
} as const;

interface ResendState {
  busy: boolean;
  result: AuthResult | null;
}

/** Sends the verification e-mail again, and says how that went. */
function ResendVerification({
  resend,
  onResend,
  size,
  disabled,
}: {
  resend: ResendState;
  onResend: () => void;
  size?: 'sm';
  disabled?: boolean;
}) {
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        loading={resend.busy}
        disabled={disabled}
        onClick={onResend}
      >
        {resend.busy ? 'Sending…' : 'Resend verification email'}
      </Button>
      {resend.result ? (
        <FormMessage tone={resend.result.success ? 'success' : 'error'}>
          {resend.result.message}
        </FormMessage>
      ) : null}
    </>
  );
}

/** E-mail and password form for logging in or creating an account (login and signup). */
export function CredentialsForm({
  mode,
  initialEmail = '',
  onEmailChange,
  onSignedIn,
  renderLinks,
  onForgotPassword,
  autoFocus,
}: CredentialsFormProps) {
  const { client, flow } = useEmailFlow(initialEmail, onSignedIn);
  const { email, password, busy } = flow;
  const failure = flow.error ? flow.failure : null;
  const created = flow.step === 'check-email';
  const [resend, setResend] = useState<ResendState>({
    busy: false,
    result: null,
  });
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResend({ busy: false, result: null });
    void (mode === 'login' ? flow.signIn() : flow.signUp());
  };

  const resendVerification = async () => {
    setResend({ busy: true, result: null });
    const result = await client.sendVerificationEmail(email.trim());
    setResend({ busy: false, result });
  };

  if (flow.step === 'totp') {
    return (
      <TotpStep
        flow={flow}
        onCancel={() => {
          flow.backToForm();
          // Back on the form, the password is the field to fill again.
          queueMicrotask(() => passwordRef.current?.focus());
        }}
      />
    );
  }

  if (created) {
    return (
      <div className="acct-stack">
        <FormMessage tone="success">{MSG.accountCreated}</FormMessage>
        <p className="acct-muted">
          We sent a link to <strong>{email.trim()}</strong>. Open it to finish signing up.
        </p>
        <ResendVerification resend={resend} onResend={resendVerification} />
        {renderLinks ? <div className="acct-links">{renderLinks(email.trim())}</div> : null}
      </div>
    );
  }

  const labels = LABELS[mode];
  const unverified = failure?.error?.error === 'unverified-user';
  return (
    <form className="acct-form" onSubmit={submit}>
      <EmailInput
        autoFocus={autoFocus}
        value={email}
        onValue={flow.setEmail}
        onEmailChange={onEmailChange}
      />
      <PasswordInput
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        value={password}
        onValue={flow.setPassword}
      />
      {mode === 'login' && onForgotPassword ? (
        <Button
          variant="link"
          size="sm"
          className="acct-form__aside"
          onClick={() => onForgotPassword(email.trim())}
        >
          Forgot password?
        </Button>
      ) : null}
      <FormMessage tone="error">{flow.error}</FormMessage>
      {unverified ? (
        <div className="acct-stack acct-stack--tight">
          <ResendVerification
            resend={resend}
            onResend={resendVerification}
            size="sm"
            disabled={!email.trim()}
          />
        </div>
      ) : null}
      <Button type="submit" fullWidth loading={busy}>
        {busy ? labels.busy : labels.idle}
      </Button>
      {renderLinks ? <div className="acct-links">{renderLinks(email.trim())}</div> : null}
    </form>
  );
}
