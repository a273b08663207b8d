import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@tiix/shared-ui';
import { MSG } from '../utils/messages';
import { EmailInput } from './EmailInput';
import { FormMessage } from './FormMessage';
import { useEmailFlow } from './useEmailFlow';

/** "Reset confirmation delay 3 s" before returning to sign-in. */
export const RESET_RETURN_MS = 3000;

/** Asks for a password-reset e-mail; after success it returns to sign-in on its own after 3 s. */
export function ForgotPasswordForm({
  initialEmail = '',
  onEmailChange,
  onBack,
}: {
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  onBack: () => void;
}) {
  const { flow } = useEmailFlow(initialEmail, () => undefined);
  const { email, busy } = flow;
  const sent = flow.step === 'reset-sent' ? MSG.resetSent : null;
  const failure = flow.error;
  const onBackRef = useRef(onBack);

  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onBackRef.current(), RESET_RETURN_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    void flow.sendReset();
  };

  return (
    <form className="acct-form" onSubmit={submit}>
      <h2 className="acct-subtitle">Reset your password</h2>
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <>
          <p className="acct-muted">Enter your email and we'll send you a link to set a new one.</p>
          <EmailInput
            autoFocus
            value={email}
            onValue={flow.setEmail}
            onEmailChange={onEmailChange}
          />
          <FormMessage tone="error">{failure}</FormMessage>
          <Button type="submit" fullWidth loading={busy} disabled={!email.trim()}>
            {busy ? 'Sending…' : 'Send reset link'}
          </Button>
        </>
      )}
      <Button variant="link" size="sm" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
