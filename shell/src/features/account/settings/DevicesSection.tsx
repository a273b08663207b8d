import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, Dialog, DialogClose, notify } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';
import { describeUserAgent, formatShortDateTime } from '../utils/format';
import { SettingsList, SettingsRow } from './SettingsList';
import { useAuthQuery } from './useAuthQuery';

/** Signed-in devices (one per refresh token): sign one out, or every one at once. */
export function DevicesSection() {
  const { client } = useAuth();
  const navigate = useNavigate();
  const load = useCallback(() => client.listSessions(), [client]);
  const sessions = useAuthQuery(load);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [signingOutAll, setSigningOutAll] = useState(false);

  const signOutDevice = async (id: string, current: boolean) => {
    setBusyId(id);
    setError(null);
    const result = current ? await client.signOut() : await client.revokeSession(id);
    setBusyId(null);
    if (!result.success) {
      setError(result.message || MSG.unexpected);
      return;
    }
    if (current) navigate('/', { replace: true });
    else await sessions.reload();
  };

  const signOutEverywhere = async () => {
    setSigningOutAll(true);
    setError(null);
    const result = await client.signOut({ all: true });
    setSigningOutAll(false);
    // This browser is signed out either way; say so if the other devices could not be reached.
    if (!result.success) notify.error(result.message || MSG.unexpected);
    setConfirmAll(false);
    navigate('/', { replace: true });
  };

  return (
    <Card
      as="section"
      title="Signed-in devices"
      titleAs="h2"
      description="Browsers and devices where your account is signed in."
      className="acct-card"
    >
      <SettingsList query={sessions} loadingLabel="Loading devices" label="Signed-in devices">
        {(device) => {
          const name = describeUserAgent(device.userAgent);
          const lastActive = formatShortDateTime(device.lastUsedAt);
          return (
            <SettingsRow
              action="Sign out"
              actionLabel={device.current ? 'Sign out of this device' : `Sign out ${name}`}
              busy={busyId === device.id}
              onAction={() => void signOutDevice(device.id, device.current)}
            >
              <p className="acct-strong">
                {name}{' '}
                {device.current ? (
                  <Badge tone="info" className="acct-inline-badge">
                    This device
                  </Badge>
                ) : null}
              </p>
              <p className="acct-muted">
                Signed in {formatShortDateTime(device.createdAt) ?? 'earlier'}
                {lastActive ? ` · Last active ${lastActive}` : ''}
              </p>
            </SettingsRow>
          );
        }}
      </SettingsList>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="acct-actions">
        <Dialog
          open={confirmAll}
          onOpenChange={(open) => {
            if (!signingOutAll) setConfirmAll(open);
          }}
          trigger={<Button variant="secondary">Sign out of all devices</Button>}
          title="Sign out of all devices?"
          description="You will be signed out everywhere, including this device. Your personal access tokens stop working too."
          size="sm"
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost" disabled={signingOutAll}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="danger" loading={signingOutAll} onClick={signOutEverywhere}>
                {signingOutAll ? 'Signing out…' : 'Sign out everywhere'}
              </Button>
            </>
          }
        />
      </div>
    </Card>
  );
}
