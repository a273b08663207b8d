import { describe, expect, it } from 'vitest';
import { extractLinks } from './links.js';
import type { MailTemplate } from './mailer.js';
import { renderMail, resolveLocale } from './templates.js';

const EVIL = `<script>alert("x")</script> & 'Bob'`;
const EVIL_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;';
const verifyLink = (type: string, ticket: string) =>
  `https://tiix.test/v1/auth/verify?type=${type}&ticket=${ticket}&redirectTo=${encodeURIComponent('https://tiix.test/auth/callback?next=/app')}`;

/** The link must be in both parts: raw in the text, entity-escaped in the HTML href. */
function expectLink(text: string, html: string, link: string) {
  expect(text).toContain(link);
  expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  expect(extractLinks(text, html)).toEqual([link]);
}

/** No variable may reach the HTML unescaped, and every one must be visible escaped. */
function expectEscaped(html: string) {
  expect(html).not.toContain('<script>');
  expect(html).not.toContain(`'Bob'`);
  expect(html).toContain(EVIL_ESCAPED);
}

interface Case {
  template: MailTemplate;
  subject: string;
  link?: string;
  data: Record<string, string>;
  phrases: string[];
}

/** An account mail: a /verify link with its ticket, to ana@example.com unless `data` says. */
const accountMail = (
  template: MailTemplate,
  subject: string,
  [linkType, ticket]: [string, string],
  phrases: string[],
  data: Record<string, string> = {},
): Case => ({
  template,
  subject,
  link: verifyLink(linkType, ticket),
  data: { displayName: EVIL, email: 'ana@example.com', ...data },
  phrases,
});

const cases: Case[] = [
  accountMail(
    'email-verify',
    'Verify your email',
    ['emailVerify', 'verifyEmail:6f1c'],
    ['Verify email', 'ana@example.com'],
  ),
  accountMail(
    'signin-passwordless',
    'Secure sign-in link',
    ['signinPasswordless', 'passwordlessEmail:9a2b'],
    ['valid for 15 minutes', 'may take 2-5 minutes to arrive', 'ana@example.com'],
  ),
  accountMail(
    'password-reset',
    'Reset your password',
    ['passwordReset', 'passwordReset:77aa'],
    ['Reset password', 'ana@example.com'],
  ),
  accountMail(
    'email-confirm-change',
    'Change your email address',
    ['emailConfirmChange', 'emailConfirmChange:1c3d'],
    ['old@example.com', 'new@example.com', 'Confirm new email'],
    { email: 'old@example.com', newEmail: 'new@example.com' },
  ),
  {
    template: 'team-invite',
    subject: 'Sam invited you to join Lake Show Crew on Tiix',
    link: 'https://tiix.test/invite/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    data: { teamName: 'Lake Show Crew', league: 'NBA', inviterName: 'Sam', displayName: EVIL },
    phrases: ['Lake Show Crew', 'NBA season tickets', 'Accept invite'],
  },
  {
    template: 'draft-your-turn',
    subject: "It's your turn to pick in Lake Show Crew",
    link: 'https://tiix.test/app/draft/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    data: { teamName: 'Lake Show Crew', deadline: 'Nov 24, 2026, 9:00 AM UTC', displayName: EVIL },
    phrases: ['on the clock', 'Nov 24, 2026, 9:00 AM UTC', 'Open the draft room'],
  },
  {
    template: 'draft-complete',
    subject: 'The Lake Show Crew draft is complete',
    link: 'https://tiix.test/app/teams/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    data: {
      teamName: 'Lake Show Crew',
      games: 'Sun, Sep 7, 2025 vs Giants\nSun, Oct 5, 2025 vs Bears',
      displayName: EVIL,
    },
    phrases: ['Your games:', 'vs Giants', 'vs Bears', 'attached calendar', 'See your games'],
  },
];

describe('e-mail templates', () => {
  it.each(cases)('$template: subject, link and variables in text and HTML', (c) => {
    const mail = renderMail(c.template, { ...c.data, link: c.link });
    expect(mail.subject).toBe(c.subject);
    expect(mail.locale).toBe('en');
    if (c.link) expectLink(mail.text, mail.html, c.link);
    for (const phrase of c.phrases) {
      expect(mail.text).toContain(phrase);
      expect(mail.html).toContain(phrase);
    }
    expect(mail.text).toContain(EVIL);
    expectEscaped(mail.html);
  });

  it('signin-otp shows the 6-digit code, has no link, and escapes its variables', () => {
    const mail = renderMail('signin-otp', {
      ticket: '482913',
      email: 'ana@example.com',
      displayName: EVIL,
      redirectTo: 'https://tiix.test/auth/callback',
      link: '',
    });
    expect(mail.subject).toBe('Your Tiix sign-in code');
    expect(mail.text).toMatch(/^482913$/m);
    expect(mail.html).toMatch(/>482913<\/p>/);
    expect(mail.text).toContain(
      'Enter this code to sign in to Tiix as ana@example.com on tiix.test:',
    );
    expect(mail.text).toContain('valid for 1 hour');
    expect(extractLinks(mail.text, mail.html)).toEqual([]);
    expectEscaped(mail.html);
  });

  it('escapes variables used in the subject and the bold runs of the HTML', () => {
    const mail = renderMail('team-invite', {
      teamName: '<b>Crew</b>',
      inviterName: 'Tom & "Jerry"',
      league: 'NFL',
      link: 'https://tiix.test/invite/x',
    });
    expect(mail.subject).toBe('Tom & "Jerry" invited you to join <b>Crew</b> on Tiix');
    expect(mail.html).toContain(
      '<title>Tom &amp; &quot;Jerry&quot; invited you to join &lt;b&gt;Crew&lt;/b&gt; on Tiix</title>',
    );
    expect(mail.html).toContain('>Tom &amp; &quot;Jerry&quot;</strong>');
    expect(mail.html).toContain('>&lt;b&gt;Crew&lt;/b&gt;</strong>');
    expect(mail.html).not.toContain('<b>Crew</b>');
  });

  it('a link that breaks out of its attribute stays inside it', () => {
    const link = 'https://tiix.test/verify?x="><script>alert(1)</script>';
    const mail = renderMail('password-reset', { link });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://tiix.test/verify?x=&quot;&gt;&lt;script&gt;');
  });

  it('never turns a non-web link into a button', () => {
    const mail = renderMail('email-verify', { link: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('Verify email</a>');
    expect(mail.text).not.toContain('javascript:');
  });

  it('keeps header lines out of the subject', () => {
    const mail = renderMail('team-invite', {
      inviterName: 'Sam\r\nBcc: victim@example.com',
      teamName: 'Crew',
    });
    expect(mail.subject).toBe('Sam Bcc: victim@example.com invited you to join Crew on Tiix');
  });

  it('reads sensibly without optional variables', () => {
    const invite = renderMail('team-invite', { link: 'https://tiix.test/invite/x' });
    expect(invite.subject).toBe("You're invited to join a team on Tiix");
    expect(invite.text).toContain('Hi there,');
    expect(invite.text).toContain('Someone invited you to join their team on Tiix.');
    expect(invite.text).not.toMatch(/undefined|null/);
    const verify = renderMail('email-verify', { link: 'https://tiix.test/v' });
    expect(verify.text).toContain('Please confirm your e-mail address');
  });

  it('uses the brand layout: navy header with the wordmark, green button, footer line', () => {
    const { html, text } = renderMail('signin-passwordless', { link: 'https://tiix.test/x' });
    expect(html).toMatch(/background-color:#0b1b36;[^>]*>\s*<span[^>]*>Tiix<\/span>/);
    expect(html).toContain('background-color:#16c172;');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('Tiix · Season tickets, shared with friends.');
    expect(text.trimEnd().endsWith('Tiix · Season tickets, shared with friends.')).toBe(true);
  });

  it('falls back to English for other locales', () => {
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    const mail = renderMail('password-reset', { link: 'https://tiix.test/r' }, 'de-DE');
    expect(mail.locale).toBe('en');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('extractLinks', () => {
  it('collects http(s) hrefs (entity-decoded) and text URLs once each, in order', () => {
    const html =
      '<a href="https://a.test/x?p=1&amp;q=2">a</a> <a href=\'http://b.test/\'>b</a> ' +
      '<a href="mailto:x@y.z">m</a> <a href="https://a.test/x?p=1&amp;q=2">again</a>';
    const text = 'See https://c.test/path. Or (https://d.test/y), https://a.test/x?p=1&q=2';
    expect(extractLinks(text, html)).toEqual([
      'https://a.test/x?p=1&q=2',
      'http://b.test/',
      'https://c.test/path',
      'https://d.test/y',
    ]);
  });
});
