import { Input } from '@tiix/shared-ui';
import { TEAM_NAME_MAX, TEAM_NAME_WARN } from '@tiix/domain';

export interface NameStepProps {
  name: string;
  onChange: (name: string) => void;
  /** Enter in the field: the wizard advances only with a trimmed non-empty name. */
  onSubmit: () => void;
  /** Guests get a Log in link that jumps to the account step. */
  onLogIn?: () => void;
}

export function NameStep({ name, onChange, onSubmit, onLogIn }: NameStepProps) {
  const long = name.length > TEAM_NAME_WARN;
  return (
    <div className="tx-wizard__fields">
      <h3 className="tx-wizard__step-title">Name Team</h3>
      <Input
        label="Team name"
        value={name}
        maxLength={TEAM_NAME_MAX}
        autoFocus
        placeholder="e.g. Sunday Crew"
        onChange={(event) => onChange(event.target.value.slice(0, TEAM_NAME_MAX))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (name.trim()) onSubmit();
        }}
        hint={
          <span
            className={long ? 'tx-wizard__counter tx-wizard__counter--warn' : 'tx-wizard__counter'}
          >
            {name.length}/{TEAM_NAME_MAX} characters
          </span>
        }
      />
      {long ? (
        <p className="tx-wizard__note tx-wizard__note--warn" role="note">
          Names over {TEAM_NAME_WARN} characters may be shortened in the app.
        </p>
      ) : null}
      {onLogIn ? (
        <p className="tx-wizard__muted">
          Already have an account?{' '}
          <button type="button" className="tx-wizard__link" onClick={onLogIn}>
            Log in
          </button>
        </p>
      ) : null}
    </div>
  );
}
