import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input } from '@tiix/shared-ui';
import type { AuthClient, AuthResult } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { PasswordInput } from '../components/PasswordInput';

type Pending = { retry: () => Promise<void>; cancel: () => void };

export interface Elevation {
  /**
   * Runs an action that needs a recent sign-in (a password change, a new access token). When
   * the server answers `elevated-claim-required`, the prompt asks for the current password (or
   * a passkey), then the action runs again; the promise settles with that second outcome, or
   * with the first refusal if the user cancels.
   */
  run<T>(action: () => Promise<AuthResult<T>>): Promise<AuthResult<T>>;
  /** The "Confirm it's you" form while one is needed; render it outside other forms. */
  prompt: ReactNode;
}

/** Asks the signed-in user to prove it is them before a sensitive change. */
export function useElevation(client: AuthClient): Elevation {
  const [pending, setPending] = useState<Pending | null>(null);

  const run = useCallback(
    async <T,>(action: () => Promise<AuthResult<T>>): Promise<AuthResult<T>> => {
      const first = await action();
      if (first.success || first.error?.error !== 'elevated-claim-required') return first;
      return new Promise<AuthResult<T>>((resolve) => {
        setPending({
          retry: async () => {
            setPending(null);
            resolve(await action());
          },
          cancel: () => {
            setPending(null);
            resolve(first);
          },
        });
      });
    },
    [],
  );

  const prompt = pending ? (
    <ConfirmIdentity client={client} onConfirmed={pending.retry} onCancel={pending.cancel} />
  ) : null;
  return { run, prompt };
}

function ConfirmIdentity({
  client,
  onConfirmed,
  onCancel,
}: {
  client: AuthClient;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setError(null);
    const result = await client.elevateWithPassword(password, needsCode ? code : undefined);
    setBusy(false);
    if (result.success) return onConfirmed();
    if (result.error?.error === 'invalid-totp') {
      setNeedsCode(true);
      setError(needsCode ? 'That code did not work. Try the current one.' : null);
      return;
    }
    setError(result.message);
  };

  const passkey = async () => {
    setBusy(true);
    setError(null);
    const result = await client.elevate();
    setBusy(false);
    if (result.success) return onConfirmed();
    setError(result.message);
  };

  return (
    <form
      className="acct-form acct-form--narrow acct-confirm"
      aria-labelledby="confirm-identity-title"
      onSubmit={confirm}
      noValidate
    >
      <h3 id="confirm-identity-title">Confirm it&apos;s you</h3>
      <p className="acct-muted">
        For your security, enter your current password to continue. No password? Sign out and sign
        in again, then retry.
      </p>
      <PasswordInput
        ref={field}
        label="Current password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      {needsCode ? (
        <Input
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint="The 6-digit code from your authenticator app."
        />
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="acct-actions">
        <Button type="submit" loading={busy}>
          Confirm
        </Button>
        <Button type="button" variant="secondary" onClick={passkey} disabled={busy}>
          Use a passkey
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
