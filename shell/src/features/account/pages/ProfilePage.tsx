import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Button, Card, Input, Skeleton } from '@tiix/shared-ui';
import { chosenName, useAuth, useProfile } from '@tiix/shared-data';
import { FormMessage } from '../components/FormMessage';
import { MSG } from '../utils/messages';
import { formatLongDateTime } from '../utils/format';
import { useDocumentTitle } from '../utils/useDocumentTitle';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** `/app/profile`: avatar initial, display name (edit/save/cancel), read-only e-mail, last login. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { client, user } = useAuth();
  const { profile, loading, updateName } = useProfile();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [signingOut, setSigningOut] = useState(false);
  const nameInputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Focus follows the edit mode: into the field on Edit, back to Edit on Save/Cancel.
  useEffect(() => {
    if (editing) nameInputRef.current?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const header = (
    <header className="acct-page__header">
      <h1 id="acct-profile-title">Profile</h1>
      <p className="acct-muted">Manage your account settings and preferences.</p>
    </header>
  );

  if (!user) {
    return (
      <section className="acct-page" aria-labelledby="acct-profile-title">
        {header}
        <p role="status">Loading profile...</p>
      </section>
    );
  }

  const name = chosenName(profile);
  const email = profile?.email ?? user.email ?? '';
  const lastLogin = formatLongDateTime(profile?.lastLogin);

  const startEditing = () => {
    setDraft(name ?? '');
    setOutcome(null);
    setEditing(true);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    const saved = await updateName(draft).then(
      (result) => result.success,
      () => false,
    );
    setSaving(false);
    if (saved) {
      setEditing(false);
      setOutcome({ tone: 'success', text: MSG.profileSaved });
    } else {
      setOutcome({ tone: 'error', text: MSG.profileFailed });
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    await client.signOut();
    navigate('/', { replace: true });
  };

  return (
    <section className="acct-page" aria-labelledby="acct-profile-title">
      {header}
      <Card as="section" aria-label="Your details" className="acct-card">
        <div className="acct-profile">
          <Avatar name={name} email={email} size="xl" />
          <div className="acct-profile__who">
            <p className="acct-profile__name">
              {loading && !profile ? <Skeleton width="10rem" /> : (name ?? email)}
            </p>
            {name ? <p className="acct-muted">{email}</p> : null}
          </div>
        </div>

        <dl className="acct-fields">
          <div className="acct-field">
            <dt id="acct-name-label">Display Name</dt>
            <dd>
              {editing ? (
                <form className="acct-inline-form" onSubmit={save}>
                  <Input
                    ref={nameInputRef}
                    label="Display Name"
                    hideLabel
                    name="name"
                    autoComplete="nickname"
                    maxLength={100}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape' && !saving) setEditing(false);
                    }}
                  />
                  <div className="acct-actions">
                    <Button type="submit" size="sm" loading={saving}>
                      {saving ? 'Saving...' : 'Save'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={saving}
                      onClick={() => setEditing(false)}
                    >
                      Cancel
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="acct-field__value">
                  <span className={name ? undefined : 'acct-muted'}>{name ?? 'Not set'}</span>
                  <Button
                    ref={editButtonRef}
                    size="sm"
                    variant="secondary"
                    aria-describedby="acct-name-label"
                    onClick={startEditing}
                  >
                    Edit
                  </Button>
                </div>
              )}
              {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
            </dd>
          </div>

          <div className="acct-field">
            <dt>Email Address</dt>
            <dd>
              <Input
                label="Email Address"
                hideLabel
                type="email"
                value={email}
                readOnly
                hint={MSG.emailLocked}
              />
            </dd>
          </div>

          {lastLogin ? (
            <div className="acct-field">
              <dt>Last Login</dt>
              <dd>{lastLogin}</dd>
            </div>
          ) : null}
        </dl>
      </Card>

      <Card as="section" title="Account Actions" titleAs="h2" className="acct-card">
        <Button variant="danger" loading={signingOut} onClick={signOut}>
          Sign Out
        </Button>
      </Card>
    </section>
  );
}
