import { useCallback, useState, type FormEvent } from 'react';
import { Button, Card, Input } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';
import { formatShortDate } from '../utils/format';
import { SettingsList, SettingsRow } from './SettingsList';
import { useAuthQuery, withElevation } from './useAuthQuery';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The text for browsers without WebAuthn. */
export const WEBAUTHN_UNSUPPORTED = 'WebAuthn is not supported in this browser';

function supportsWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Passkeys (security keys): list, add with an optional name, remove. */
export function PasskeysSection() {
  const { client } = useAuth();
  const load = useCallback(() => client.listSecurityKeys(), [client]);
  const keys = useAuthQuery(load);
  const [nickname, setNickname] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const supported = supportsWebAuthn();

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    setOutcome(null);
    const name = nickname.trim();
    const result = await withElevation(client, () =>
      client.addSecurityKey(name ? name : undefined),
    );
    setAdding(false);
    if (result.success) {
      setNickname('');
      setOutcome({ tone: 'success', text: 'Passkey added.' });
      await keys.reload();
    } else {
      setOutcome({ tone: 'error', text: result.message || MSG.unexpected });
    }
  };

  const remove = async (id: string) => {
    setRemoving(id);
    setOutcome(null);
    const result = await client.removeSecurityKey(id);
    setRemoving(null);
    if (result.success) {
      setOutcome({ tone: 'success', text: 'Passkey removed.' });
      await keys.reload();
    } else {
      setOutcome({ tone: 'error', text: result.message || MSG.unexpected });
    }
  };

  return (
    <Card
      as="section"
      title="Passkeys"
      titleAs="h2"
      description="Sign in with your fingerprint, face or screen lock instead of a password."
      className="acct-card"
    >
      <SettingsList
        query={keys}
        loadingLabel="Loading passkeys"
        label="Your passkeys"
        empty="You have no passkeys yet."
      >
        {(key) => {
          const name = key.nickname || 'Passkey';
          return (
            <SettingsRow
              action="Remove"
              actionLabel={`Remove passkey ${name}`}
              busy={removing === key.id}
              onAction={() => void remove(key.id)}
            >
              <p className="acct-strong">{name}</p>
              <p className="acct-muted">Added {formatShortDate(key.createdAt) ?? 'recently'}</p>
            </SettingsRow>
          );
        }}
      </SettingsList>

      <form className="acct-form acct-form--row" onSubmit={add}>
        <Input
          label="Passkey name (optional)"
          placeholder="e.g. Work laptop"
          maxLength={64}
          value={nickname}
          disabled={!supported}
          onChange={(event) => setNickname(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={adding} disabled={!supported}>
          {adding ? 'Waiting for your device…' : 'Add passkey'}
        </Button>
      </form>
      {supported ? null : <FormMessage tone="info">{WEBAUTHN_UNSUPPORTED}</FormMessage>}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
    </Card>
  );
}
