import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth, type AuthUser } from '@tiix/shared-data';
import { useDocumentTitle } from '../utils/useDocumentTitle';
import { BillingSection } from './BillingSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DevicesSection } from './DevicesSection';
import { EmailSection } from './EmailSection';
import { LinkedAccountsSection, readLinkOutcome } from './LinkedAccountsSection';
import { NotificationsSection } from './NotificationsSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { TokensSection } from './TokensSection';
import { TwoFactorSection } from './TwoFactorSection';
import { useAuthQuery } from './useAuthQuery';

const LINK_PARAMS = ['linked', 'error', 'errorDescription'];

/**
 * `/app/settings`: how the account signs in and stays safe, one card per
 * subject, most used first and the irreversible one last.
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  return (
    <section className="acct-page" aria-labelledby="acct-settings-title">
      <header className="acct-page__header">
        <h1 id="acct-settings-title">Settings</h1>
        <p className="acct-muted">Manage how you sign in and keep your account secure.</p>
      </header>
      {user ? <SettingsSections user={user} /> : <p role="status">Loading settings...</p>}
    </section>
  );
}

/** The cards; mounted only with a user, so nothing is fetched for a signed-out visitor. */
function SettingsSections({ user }: { user: AuthUser }) {
  const { client } = useAuth();
  const [params, setParams] = useSearchParams();
  // A provider-linking round trip reports back in the address; keep the message, tidy the address.
  const [linkOutcome] = useState(() => readLinkOutcome(params));
  useEffect(() => {
    if (!LINK_PARAMS.some((key) => params.has(key))) return;
    const rest = new URLSearchParams(params);
    LINK_PARAMS.forEach((key) => rest.delete(key));
    setParams(rest, { replace: true });
  }, [params, setParams]);

  // Sessions always report activeMfaType null; GET /user has the real value.
  const load = useCallback(() => client.fetchUser(), [client]);
  const account = useAuthQuery(load);

  const current = account.data ?? user;
  return (
    <div className="acct-sections">
      {current.email ? (
        <EmailSection email={current.email} verified={current.emailVerified} />
      ) : null}
      <PasswordSection />
      <TwoFactorSection
        active={
          account.data ? account.data.activeMfaType === 'totp' : account.loading ? null : false
        }
        onChanged={() => void account.reload()}
      />
      <PasskeysSection />
      <DevicesSection />
      <LinkedAccountsSection outcome={linkOutcome} />
      <TokensSection />
      <NotificationsSection />
      <BillingSection />
      <DeleteAccountSection />
    </div>
  );
}
