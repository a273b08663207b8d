import { useState } from 'react';
import { Badge, Button, Card } from '@tiix/shared-ui';
import { useAuth, type AuthResult } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';

/** The account's e-mail with its verification status and a way to resend the verify link. */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const { client } = useAuth();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AuthResult | null>(null);

  const resend = async () => {
    setBusy(true);
    setResult(null);
    const outcome = await client.sendVerificationEmail(email);
    setBusy(false);
    setResult(outcome);
  };

  return (
    <Card
      as="section"
      title="Email"
      titleAs="h2"
      headerAction={
        verified ? (
          <Badge tone="success" dot>
            Verified
          </Badge>
        ) : (
          <Badge tone="warning" dot>
            Not verified
          </Badge>
        )
      }
      className="acct-card"
    >
      <p className="acct-strong">{email}</p>
      {verified ? null : (
        <div className="acct-stack acct-stack--tight">
          <p className="acct-muted">
            Open the link we emailed you to verify this address. It keeps your account recoverable.
          </p>
          <div className="acct-actions">
            <Button variant="secondary" size="sm" loading={busy} onClick={resend}>
              {busy ? 'Sending…' : 'Resend verification email'}
            </Button>
          </div>
          {result ? (
            <FormMessage tone={result.success ? 'success' : 'error'}>
              {result.message || (result.success ? 'Verification email sent.' : MSG.unexpected)}
            </FormMessage>
          ) : null}
        </div>
      )}
      <p className="acct-muted acct-note">{MSG.emailLocked}</p>
    </Card>
  );
}
