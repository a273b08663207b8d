import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { testConfig } from '../testing/app.js';
import { createMailer, MailDeliveryError } from './mailer.js';

interface Received {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  user: string | undefined;
  mail: ParsedMail;
}

/** A real SMTP server on a free local port that parses every message it accepts. */
async function startSmtpServer(options: { refuse?: string } = {}) {
  const received: Received[] = [];
  const credentials: { username: string; password: string }[] = [];
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to manage in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      credentials.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse) {
        const err = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            mail,
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, received, credentials, stop };
}

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

const link =
  'https://tiix.test/v1/auth/verify?type=emailVerify&ticket=verifyEmail:5d0e&redirectTo=https%3A%2F%2Ftiix.test%2Fauth%2Fcallback';

describe('SMTP delivery (SMTP_URL set)', () => {
  it('delivers subject, plain text and HTML to the recipient through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    const config = testConfig({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Tiix Test <hello@tiix.test>',
    });
    const mailer = createMailer(config, createLogger('silent'));

    await mailer.send({
      to: 'ana@example.com',
      template: 'email-verify',
      data: { link, displayName: 'Ana & Co', email: 'ana@example.com' },
    });

    expect(smtp.received).toHaveLength(1);
    const [{ mail, envelopeFrom, envelopeTo, user }] = smtp.received as [Received];
    expect(smtp.credentials).toEqual([{ username: 'mailer', password: 's3cret' }]);
    expect(user).toBe('mailer');
    expect(envelopeFrom).toBe('hello@tiix.test');
    expect(envelopeTo).toEqual(['ana@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'Tiix Test', address: 'hello@tiix.test' }]);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((t) => t?.value.map((v) => v.address))).toEqual(['ana@example.com']);
    expect(mail.subject).toBe('Verify your email');
    expect(mail.text).toContain('Hi Ana & Co,');
    expect(mail.text).toContain(link);
    expect(mail.html).toBeTypeOf('string');
    expect(mail.html).toContain('Hi Ana &amp; Co,');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('background-color:#0b1b36;');
  });

  it('sends non-ASCII subjects and bodies intact', async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    const mailer = createMailer(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
      createLogger('silent'),
    );
    await mailer.send({
      to: 'zoe@example.com',
      template: 'team-invite',
      data: { link: 'https://tiix.test/invite/1', teamName: 'Les Canadiens ❤', inviterName: 'Zoë' },
    });
    const [{ mail }] = smtp.received as [Received];
    expect(mail.subject).toBe('Zoë invited you to join Les Canadiens ❤ on Tiix');
    expect(mail.text).toContain('Zoë invited you to join Les Canadiens ❤ on Tiix.');
    expect(mail.from?.value).toEqual([{ name: 'Tiix', address: 'no-reply@tiix.app' }]);
    expect(smtp.credentials).toEqual([]);
  });

  it('rejects with MailDeliveryError when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ refuse: 'nobody@example.com' });
    stops.push(smtp.stop);
    const mailer = createMailer(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
      createLogger('silent'),
    );
    const sending = mailer.send({
      to: 'nobody@example.com',
      template: 'password-reset',
      data: { link: 'https://tiix.test/r' },
    });
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toMatchObject({
      to: 'nobody@example.com',
      template: 'password-reset',
      message: 'Could not deliver the password-reset e-mail',
    });
    expect(smtp.received).toEqual([]);
  });

  it('rejects with MailDeliveryError when no server listens', async () => {
    // A port that was just free: nothing accepts connections on it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createMailer(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
      createLogger('silent'),
    );
    const error = await mailer
      .send({ to: 'a@example.com', template: 'signin-otp', data: { ticket: '000111' } })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(String((error as MailDeliveryError).cause)).toContain('ECONNREFUSED');
  });
});
