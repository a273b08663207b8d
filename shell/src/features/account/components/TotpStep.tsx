import { useState, type FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from './FormMessage';

/** Second sign-in step for accounts with an authenticator app (the `mfaTotp:` ticket). */
export function TotpStep({
  ticket,
  onSignedIn,
  onCancel,
}: {
  ticket: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const { client } = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await client.signInMfaTotp(ticket, code.replace(/\s+/g, ''));
    setBusy(false);
    if (result.success) onSignedIn();
    else setError(result.message);
  };

  return (
    <form className="acct-form" onSubmit={submit}>
      <h2 className="acct-subtitle">Two-factor authentication</h2>
      <p className="acct-muted">Enter the 6-digit code from your authenticator app.</p>
      <Input
        label="Authentication code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" fullWidth loading={busy} disabled={!code.trim()}>
        {busy ? 'Verifying…' : 'Verify'}
      </Button>
      <Button variant="link" size="sm" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
