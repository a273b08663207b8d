import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Input, Select, notify } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';
import { formatShortDate } from '../utils/format';
import { useElevation } from './ConfirmIdentity';
import { SettingsList, SettingsRow } from './SettingsList';
import { useAuthQuery } from './useAuthQuery';

const DAY_MS = 24 * 60 * 60 * 1000;

export const EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

function tokenName(metadata: Record<string, unknown>): string {
  return typeof metadata.name === 'string' && metadata.name.trim()
    ? metadata.name
    : 'Personal access token';
}

/** Personal access tokens for scripts: create with an expiry (shown once), list, delete. */
export function TokensSection() {
  const { client } = useAuth();
  const load = useCallback(() => client.listPats(), [client]);
  const tokens = useAuthQuery(load);
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const elevation = useElevation(client);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = name.trim();
    if (creating || !label) return;
    setCreating(true);
    setError(null);
    const expiresAt = new Date(Date.now() + Number(days) * DAY_MS);
    // A token outlives the session: a sign-in that is not recent confirms the password first.
    const result = await elevation.run(() => client.createPat(expiresAt, { name: label }));
    setCreating(false);
    if (result.success && result.data) {
      setCreated({ name: label, token: result.data.personalAccessToken });
      setName('');
      await tokens.reload();
    } else {
      setError(result.message || MSG.unexpected);
    }
  };

  const remove = async (id: string) => {
    setDeleting(id);
    setError(null);
    const result = await client.deletePat(id);
    setDeleting(null);
    if (result.success) await tokens.reload();
    else setError(result.message || MSG.unexpected);
  };

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      notify.success('Token copied');
    } catch {
      notify.error('Could not copy. Select the token and copy it yourself.');
    }
  };

  return (
    <Card
      as="section"
      title="Personal access tokens"
      titleAs="h2"
      description="Tokens let your own scripts use Tiix as you. Treat them like a password."
      className="acct-card"
    >
      {created ? (
        <div className="acct-callout" role="region" aria-label="New token">
          <FormMessage tone="success">
            Token “{created.name}” created. Copy it now: you won&apos;t be able to see it again.
          </FormMessage>
          <div className="acct-form--row">
            <Input
              label="New personal access token"
              value={created.token}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="acct-code"
            />
            <Button variant="secondary" onClick={() => copy(created.token)}>
              Copy
            </Button>
          </div>
          <Button variant="link" size="sm" onClick={() => setCreated(null)}>
            Done
          </Button>
        </div>
      ) : null}

      <SettingsList
        query={tokens}
        loadingLabel="Loading tokens"
        label="Your personal access tokens"
        empty="No tokens yet."
      >
        {(token) => {
          const label = tokenName(token.metadata);
          const expired = new Date(token.expiresAt).getTime() <= Date.now();
          return (
            <SettingsRow
              action="Delete"
              actionLabel={`Delete token ${label}`}
              busy={deleting === token.id}
              onAction={() => void remove(token.id)}
            >
              <p className="acct-strong">
                {label}{' '}
                {expired ? (
                  <Badge tone="danger" className="acct-inline-badge">
                    Expired
                  </Badge>
                ) : null}
              </p>
              <p className="acct-muted">
                Created {formatShortDate(token.createdAt) ?? 'earlier'} ·{' '}
                {expired ? 'Expired' : 'Expires'} {formatShortDate(token.expiresAt) ?? 'never'}
              </p>
            </SettingsRow>
          );
        }}
      </SettingsList>

      <form className="acct-form acct-form--row" onSubmit={create}>
        <Input
          label="Token name"
          placeholder="e.g. Calendar sync"
          maxLength={64}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label="Expires after"
          options={EXPIRY_OPTIONS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={creating} disabled={!name.trim()}>
          {creating ? 'Creating…' : 'Create token'}
        </Button>
      </form>
      {elevation.prompt}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </Card>
  );
}
