import { Fragment, type ReactNode } from 'react';
import { Button, Spinner } from '@tiix/shared-ui';
import { FormMessage } from '../components/FormMessage';
import type { AuthQuery } from './useAuthQuery';

/**
 * A list the settings read from the auth client (devices, passkeys, tokens): a spinner on the
 * first read, the error, the `empty` text when there is nothing (when given), or one row each.
 */
export function SettingsList<T extends { id: string }>({
  query,
  loadingLabel,
  label,
  empty,
  children,
}: {
  query: AuthQuery<T[]>;
  loadingLabel: string;
  label: string;
  empty?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (query.loading && !query.data) return <Spinner label={loadingLabel} />;
  if (query.error) return <FormMessage tone="error">{query.error}</FormMessage>;
  const items = query.data ?? [];
  if (items.length === 0 && empty !== undefined) return <p className="acct-muted">{empty}</p>;
  return (
    <ul className="acct-list" aria-label={label}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}

/** One row of a settings list: what it is, and its one action (sign out, remove, delete). */
export function SettingsRow({
  children,
  action,
  actionLabel,
  busy,
  onAction,
}: {
  children: ReactNode;
  action: string;
  actionLabel: string;
  busy: boolean;
  onAction: () => void;
}) {
  return (
    <li className="acct-list__item">
      <div>{children}</div>
      <Button size="sm" variant="ghost" loading={busy} aria-label={actionLabel} onClick={onAction}>
        {action}
      </Button>
    </li>
  );
}
