import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import { useAuth, type AuthResult } from '@tiix/shared-data';
import { CALLBACK_PATH, absoluteUrl } from '../utils/redirects';
import { MSG } from '../utils/messages';
import { FormMessage } from './FormMessage';

export const ALREADY_SIGNED_IN = 'Already signed in!';

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
  const { client } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [slow, setSlow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<AuthResult | null>(null);
  const mounted = useRef(true);
  const emailRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (busy || !address) return;
    setBusy(true);
    setSlow(false);
    setFailure(null);
    const result = await client.signInMagicLink(address, {
      redirectTo: absoluteUrl(CALLBACK_PATH),
      onSlow: () => {
        if (mounted.current) setSlow(true);
      },
    });
    if (!mounted.current) return;
    setBusy(false);
    setSlow(false);
    if (result.message === ALREADY_SIGNED_IN) {
      onAlreadySignedIn();
      return;
    }
    if (result.success) setSent(result);
    else setFailure(result.message || MSG.unexpected);
  };

  if (sent) {
    return (
      <div className="acct-stack acct-sent">
        <h2 className="acct-subtitle">Check your email</h2>
        <FormMessage tone="success">{sent.message}</FormMessage>
        <p className="acct-muted">
          We sent it to <strong>{email.trim()}</strong>. {MSG.magicExpiry}
        </p>
        <Button ref={againRef} variant="secondary" onClick={() => setSent(null)}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form className="acct-form" onSubmit={submit}>
      <Input
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmailChange?.(event.target.value);
        }}
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
