import { useState } from 'react';
import { Button, IconButton, Input } from '@tiix/shared-ui';
import { isValidInviteEmail } from '@tiix/shared-data';

export interface InviteStepProps {
  emails: readonly string[];
  onChange: (emails: string[]) => void;
  onSkip: () => void;
}

export function InviteStep({ emails, onChange, onSkip }: InviteStepProps) {
  const [draft, setDraft] = useState('');
  const valid = isValidInviteEmail(draft);

  const add = () => {
    if (!valid) return;
    const email = draft.trim().toLowerCase();
    // A second entry of the same address is ignored.
    if (!emails.includes(email)) onChange([...emails, email]);
    setDraft('');
  };

  return (
    <div className="tx-wizard__fields">
      <h3 className="tx-wizard__step-title">Invite Members</h3>
      <p className="tx-wizard__muted">
        Add the e-mail addresses of the friends who share your tickets. You can also do this later.
      </p>
      <div className="tx-wizard__invite-row">
        <Input
          label="Friend's email"
          type="email"
          value={draft}
          placeholder="friend@example.com"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" onClick={add} disabled={!valid}>
          Add
        </Button>
      </div>
      {emails.length > 0 ? (
        <ul className="tx-wizard__emails" aria-label="Invited e-mails">
          {emails.map((email) => (
            <li key={email}>
              <span>{email}</span>
              <IconButton
                aria-label={`Remove ${email}`}
                variant="ghost"
                size="sm"
                icon={<span aria-hidden="true">×</span>}
                onClick={() => onChange(emails.filter((e) => e !== email))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Button type="button" variant="link" onClick={onSkip}>
          Skip for now
        </Button>
      )}
    </div>
  );
}
