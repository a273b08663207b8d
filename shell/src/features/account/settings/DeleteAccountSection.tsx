import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Dialog, DialogClose, Input, notify } from '@tiix/shared-ui';
import { useAuth } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';
import { withElevation } from './useAuthQuery';

export const DELETE_CONFIRMATION = 'DELETE';

/** Deletes the account and its personal data, after typing DELETE in a confirmation dialog. */
export function DeleteAccountSection() {
  const { client } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(null);
    const result = await withElevation(client, () => client.deleteAccount());
    setBusy(false);
    if (!result.success) {
      // e.g. a team owner must delete or hand over their teams first; the server says so.
      setError(result.message || MSG.unexpected);
      return;
    }
    setOpen(false);
    notify.success('Your account has been deleted.');
    navigate('/', { replace: true });
  };

  return (
    <Card as="section" title="Delete account" titleAs="h2" className="acct-card acct-card--danger">
      <p className="acct-muted">
        Deleting your account removes your personal data, as our{' '}
        <Link to="/legal#privacy">privacy promise</Link> says: your email address, display name,
        sign-in history, passkeys and tokens. Teams you own must be deleted or handed over first.
      </p>
      <div className="acct-actions">
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            setTyped('');
            setError(null);
          }}
          trigger={<Button variant="danger">Delete account</Button>}
          title="Delete your account?"
          description="This permanently deletes your Tiix account and removes your personal data, as our legal page promises. It cannot be undone."
          size="sm"
        >
          <form className="acct-form" onSubmit={remove}>
            <Input
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <FormMessage tone="error">{error}</FormMessage>
            <div className="acct-actions acct-actions--end">
              <DialogClose asChild>
                <Button variant="ghost" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" loading={busy} disabled={!confirmed}>
                {busy ? 'Deleting…' : 'Delete my account'}
              </Button>
            </div>
          </form>
        </Dialog>
      </div>
    </Card>
  );
}
