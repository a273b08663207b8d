import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { CALLBACK_PATH, absoluteUrl } from '../utils/redirects';
import { MSG } from '../utils/messages';
import { FormMessage } from './FormMessage';

/** Spec section 9: "Reset confirmation delay 3 s" before returning to sign-in. */
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
  const { client } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onBackRef = useRef(onBack);
  const mounted = useRef(true);

  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onBackRef.current(), RESET_RETURN_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (busy || !address) return;
    setBusy(true);
    setFailure(null);
    const result = await client.sendPasswordReset(address, {
      // Through the callback page (the only one that signs in from the address), which opens
      // the new-password form for a reset link.
      redirectTo: absoluteUrl(CALLBACK_PATH),
    });
    if (!mounted.current) return;
    setBusy(false);
    if (result.success) setSent(MSG.resetSent);
    else setFailure(result.message || MSG.unexpected);
  };

  return (
    <form className="acct-form" onSubmit={submit}>
      <h2 className="acct-subtitle">Reset your password</h2>
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <>
          <p className="acct-muted">Enter your email and we'll send you a link to set a new one.</p>
          <Input
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              onEmailChange?.(event.target.value);
            }}
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
