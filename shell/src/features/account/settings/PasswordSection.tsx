import { useState, type FormEvent } from 'react';
import { Button, Card } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { PasswordInput } from '../components/PasswordInput';
import { MSG, newPasswordError } from '../utils/messages';
import { useElevation } from './ConfirmIdentity';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Change the password while signed in (the same rules as the reset screen). */
export function PasswordSection() {
  const { client } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const elevation = useElevation(client);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = newPasswordError(password, confirm);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    setBusy(true);
    setOutcome(null);
    // A sign-in that is not recent must confirm the current password first.
    const result = await elevation.run(() => client.changePassword(password));
    setBusy(false);
    if (result.success) {
      setPassword('');
      setConfirm('');
      setOutcome({ tone: 'success', text: 'Your password has been changed.' });
    } else {
      setOutcome({ tone: 'error', text: result.error?.message || MSG.resetFailed });
    }
  };

  return (
    <Card
      as="section"
      title="Password"
      titleAs="h2"
      description="Choose a new password. You stay signed in on this device."
      className="acct-card"
    >
      <form className="acct-form acct-form--narrow" onSubmit={submit} noValidate>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          hint="At least 8 characters, not a common password."
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <div className="acct-actions">
          <Button type="submit" loading={busy}>
            {busy ? 'Updating…' : 'Update password'}
          </Button>
        </div>
      </form>
      {elevation.prompt}
    </Card>
  );
}
