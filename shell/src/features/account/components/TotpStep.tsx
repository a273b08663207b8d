import type { FormEvent } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import type { SignInFlow } from '@tiix/shared-data';
import { FormMessage } from './FormMessage';

/** Second sign-in step for accounts with an authenticator app (the `mfaTotp:` ticket). */
export function TotpStep({ flow, onCancel }: { flow: SignInFlow; onCancel: () => void }) {
  const { code, busy, error } = flow;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.verifyCode();
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
        onChange={(event) => flow.setCode(event.target.value)}
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
