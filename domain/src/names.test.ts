import { describe, expect, it } from 'vitest';
import { personName } from './names.js';

describe('personName', () => {
  it('prefers the team name, then the profile, then the account name', () => {
    expect(personName({ memberDisplayName: ' Al ', profileName: 'Alex', email: 'a@x.co' })).toBe(
      'Al',
    );
    expect(personName({ profileName: 'Alex', userDisplayName: 'A. Smith' })).toBe('Alex');
    expect(personName({ userDisplayName: 'A. Smith', email: 'a@x.co' })).toBe('A. Smith');
  });

  it('never shows the e-mail as a name: its local part, else Teammate', () => {
    expect(personName({ userDisplayName: 'Alex@X.co', email: 'alex@x.co' })).toBe('alex');
    expect(personName({})).toBe('Teammate');
  });
});
