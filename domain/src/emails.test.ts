import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidInviteEmail } from './emails.js';

describe('e-mail addresses', () => {
  it('take something@domain.tld without spaces', () => {
    expect(EMAIL_PATTERN.test('fan@tiix.dev')).toBe(true);
    expect(EMAIL_PATTERN.test('a.b+c@mail.example.co')).toBe(true);
    for (const bad of ['fan', 'fan@tiix', '@tiix.dev', 'fan@.dev x', 'f an@tiix.dev', 'a@b@c.d']) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('ignore the spaces around an invite address', () => {
    expect(isValidInviteEmail('  fan@tiix.dev ')).toBe(true);
    expect(isValidInviteEmail(' ')).toBe(false);
  });
});
