import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@tiix/shared-ui';
import { MSG } from '../utils/messages';
import { EmailInput } from './EmailInput';
import { FormMessage } from './FormMessage';
import { useEmailFlow } from './useEmailFlow';

/** Passwordless sign-in: sends a magic link, then confirms with a "Send another link" option. */
export function MagicLinkForm({
  initialEmail = '',
  onEmailChange,
  onAlreadySignedIn,
  autoFocus,
}: {
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** The client short-circuits when a session already exists; the caller proceeds. */
  onAlreadySignedIn: () => void;
  autoFocus?: boolean;
}) {
  // The client short-circuits when a session already exists.
  const { flow } = useEmailFlow(initialEmail, onAlreadySignedIn);
  const { email, busy, slow } = flow;
  const failure = flow.error;
  const sent = flow.step === 'check-email' ? flow.notice : null;
  const emailRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);

  // Focus follows the view so keyboard and screen-reader users are not left on a removed node.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (sent) againRef.current?.focus();
    else emailRef.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    void flow.sendMagicLink();
  };

  if (sent) {
    return (
      <div className="acct-stack acct-sent">
        <h2 className="acct-subtitle">Check your email</h2>
        <FormMessage tone="success">{sent}</FormMessage>
        <p className="acct-muted">
          We sent it to <strong>{email.trim()}</strong>. {MSG.magicExpiry}
        </p>
        <Button ref={againRef} variant="secondary" onClick={flow.backToForm}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form className="acct-form" onSubmit={submit}>
      <EmailInput
        ref={emailRef}
        autoFocus={autoFocus}
        value={email}
        onValue={flow.setEmail}
        onEmailChange={onEmailChange}
        hint="We'll email you a link that signs you in. No password needed."
      />
      {busy && slow ? <FormMessage tone="warning">{MSG.magicSlow}</FormMessage> : null}
      <FormMessage tone="error">{failure}</FormMessage>
      <Button type="submit" fullWidth loading={busy} disabled={!email.trim()}>
        {busy ? 'Sending…' : 'Send magic link'}
      </Button>
    </form>
  );
}
