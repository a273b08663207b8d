import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Input, Spinner } from '@tiix/shared-ui';
import { useAuth, type AuthResult } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const digitsOnly = (code: string) => code.replace(/\s+/g, '');

function CodeInput({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Input
      label="Authentication code"
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="The 6-digit code your authenticator app shows now."
    />
  );
}

/** Authenticator-app (TOTP) second factor: enrol with a QR code and a code, or turn it off. */
export function TwoFactorSection({
  active,
  onChanged,
}: {
  /** The real state from GET /user (sessions always report null); null while it loads. */
  active: boolean | null;
  onChanged: () => void;
}) {
  const { client } = useAuth();
  const [setup, setSetup] = useState<{ imageUrl: string; totpSecret: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const start = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await client.generateTotp();
    setBusy(false);
    if (result.success && result.data) {
      setSetup(result.data);
      setCode('');
    } else {
      setOutcome({ tone: 'error', text: result.message || MSG.unexpected });
    }
  };

  /** Turning the factor on and off: both send the typed code and say how it went. */
  const submitCode =
    (send: (code: string) => Promise<AuthResult>, done: string) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      setOutcome(null);
      const result = await send(digitsOnly(code));
      setBusy(false);
      if (result.success) {
        setSetup(null);
        setCode('');
        setOutcome({ tone: 'success', text: done });
        onChanged();
      } else {
        setOutcome({ tone: 'error', text: result.message || MSG.unexpected });
      }
    };
  const activate = submitCode(
    (typed) => client.activateTotp(typed),
    'Two-factor authentication is on.',
  );
  const disable = submitCode(
    (typed) => client.disableTotp(typed),
    'Two-factor authentication is off.',
  );

  const message = outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null;

  return (
    <Card
      as="section"
      title="Two-factor authentication"
      titleAs="h2"
      description="Ask for a code from an authenticator app whenever you sign in with your password."
      headerAction={
        active === null ? null : active ? (
          <Badge tone="success" dot>
            On
          </Badge>
        ) : (
          <Badge tone="neutral">Off</Badge>
        )
      }
      className="acct-card"
    >
      {active === null ? (
        <Spinner label="Loading two-factor status" />
      ) : active ? (
        <form className="acct-form acct-form--narrow" onSubmit={disable}>
          <p className="acct-muted">To turn it off, enter a code from your authenticator app.</p>
          <CodeInput value={code} onChange={setCode} />
          {message}
          <div className="acct-actions">
            <Button type="submit" variant="danger" loading={busy} disabled={!code.trim()}>
              {busy ? 'Turning off…' : 'Turn off two-factor'}
            </Button>
          </div>
        </form>
      ) : setup ? (
        <form className="acct-form" onSubmit={activate}>
          <ol className="acct-steps">
            <li>
              <p>Scan this QR code with your authenticator app.</p>
              <img
                className="acct-qr"
                src={setup.imageUrl}
                alt="QR code for your authenticator app"
                width={180}
                height={180}
              />
              <p className="acct-muted">
                Can&apos;t scan it? Enter this key instead:{' '}
                <code className="acct-code">{setup.totpSecret}</code>
              </p>
            </li>
            <li>
              <p>Enter the code the app shows to finish.</p>
              <div className="acct-form--narrow">
                <CodeInput value={code} onChange={setCode} autoFocus />
              </div>
            </li>
          </ol>
          {message}
          <div className="acct-actions">
            <Button type="submit" loading={busy} disabled={!code.trim()}>
              {busy ? 'Activating…' : 'Activate'}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setSetup(null);
                setOutcome(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="acct-stack acct-stack--tight">
          {message}
          <div className="acct-actions">
            <Button variant="secondary" loading={busy} onClick={start}>
              {busy ? 'Preparing…' : 'Set up authenticator app'}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
