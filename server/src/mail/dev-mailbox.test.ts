import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createLogger } from '../logger.js';
import { createTestApp, testConfig } from '../testing/app.js';
import { DevMailbox, MAILBOX_LIMIT, PRUNE_EVERY, type StoredMail } from './dev-mailbox.js';
import { createMailer } from './mailer.js';

// The mailbox routes never touch the database.
const noDb = {} as Database;

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tiix-mailbox-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const magicLink =
  'https://tiix.test/v1/auth/verify?type=signinPasswordless&ticket=passwordlessEmail:abc&redirectTo=https%3A%2F%2Ftiix.test%2Fauth%2Fcallback';

/** A real pino logger writing JSON lines into an array, to check what is printed. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

describe('dev mailbox mailer (SMTP_URL unset)', () => {
  it('stores each message with its links, lists newest first, and logs no links', async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    const { logger, lines } = captureLogs();
    const mailer = createMailer(config, logger);

    await mailer.send({
      to: 'ana@example.com',
      template: 'signin-passwordless',
      data: { link: magicLink, email: 'ana@example.com' },
    });
    await mailer.send({
      to: 'bo@example.com',
      template: 'team-invite',
      data: { link: 'https://tiix.test/invite/t1', teamName: 'Crew', inviterName: 'Ana' },
    });

    const mails = await new DevMailbox(join(dataDir, 'mailbox')).list();
    expect(mails.map((m) => m.to)).toEqual(['bo@example.com', 'ana@example.com']);
    const [invite, magic] = mails as [StoredMail, StoredMail];
    expect(magic).toMatchObject({
      to: 'ana@example.com',
      subject: 'Secure sign-in link',
      template: 'signin-passwordless',
      links: [magicLink],
    });
    expect(magic.text).toContain(magicLink);
    expect(magic.html).toContain('<html lang="en">');
    expect(Date.parse(magic.createdAt)).not.toBeNaN();
    expect(invite.subject).toBe('Ana invited you to join Crew on Tiix');
    expect(invite.links).toEqual(['https://tiix.test/invite/t1']);

    // One line per message, naming recipient and template, never the links: they sign in.
    const logged = lines.filter((l) => String(l.msg).startsWith('Dev mailbox'));
    expect(logged.map((l) => [l.to, l.template])).toEqual([
      ['ana@example.com', 'signin-passwordless'],
      ['bo@example.com', 'team-invite'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('ticket=');
    expect(JSON.stringify(lines)).not.toContain('/invite/t1');
  });

  it('keeps messages across mailer instances and processes sharing DATA_DIR', async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    const logger = createLogger('silent');
    await createMailer(config, logger).send({
      to: 'a@example.com',
      template: 'password-reset',
      data: { link: 'https://tiix.test/r' },
    });
    // A second "process": a fresh mailer and mailbox reading the same folder.
    const other = new DevMailbox(join(dataDir, 'mailbox'));
    expect((await other.list()).map((m) => m.subject)).toEqual(['Reset your password']);
    expect(await readdir(join(dataDir, 'mailbox'))).toHaveLength(1);
  });

  it('orders by time across processes and ignores foreign or half-written files', async () => {
    const box = new DevMailbox(join(dataDir, 'mailbox'));
    const base = { text: '', html: '', template: 'email-verify' as const };
    await box.add({ ...base, to: 'late@example.com', subject: 'late' }, new Date('2026-03-02'));
    await box.add({ ...base, to: 'early@example.com', subject: 'early' }, new Date('2026-03-01'));
    await writeFile(join(box.dir, '.0000000000001-000001-deadbeef.tmp'), '{"half":');
    await writeFile(join(box.dir, 'notes.txt'), 'not a mail');
    expect((await box.list()).map((m) => m.subject)).toEqual(['late', 'early']);
  });

  it(`keeps only the newest ${MAILBOX_LIMIT} messages`, async () => {
    const box = new DevMailbox(join(dataDir, 'mailbox'));
    const base = { to: 'x@example.com', text: '', html: '', template: 'signin-otp' as const };
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < MAILBOX_LIMIT + 3; i += 1) {
      await box.add({ ...base, subject: `#${i}` }, new Date(start + i * 1000));
    }
    const mails = await box.list();
    expect(mails).toHaveLength(MAILBOX_LIMIT);
    // The older files are removed too, a few messages later at most.
    const files = (await readdir(box.dir)).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(MAILBOX_LIMIT);
    expect(files.length).toBeLessThan(MAILBOX_LIMIT + PRUNE_EVERY);
    for (let i = 0; i < PRUNE_EVERY; i += 1) {
      await box.add(
        { ...base, subject: `more ${i}` },
        new Date(start + (MAILBOX_LIMIT + i) * 1000),
      );
    }
    expect((await readdir(box.dir)).filter((name) => name.endsWith('.json')).length).toBeLessThan(
      MAILBOX_LIMIT + PRUNE_EVERY,
    );
    expect(mails[0]?.subject).toBe(`#${MAILBOX_LIMIT + 2}`);
    expect(mails.at(-1)?.subject).toBe('#3');
  });

  it('rejects with MailDeliveryError when the mailbox cannot be written', async () => {
    // A file where the mailbox folder should be.
    await writeFile(join(dataDir, 'mailbox'), 'in the way');
    const mailer = createMailer(testConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    const sending = mailer.send({ to: 'a@example.com', template: 'email-verify', data: {} });
    await expect(sending).rejects.toMatchObject({
      name: 'MailDeliveryError',
      to: 'a@example.com',
      template: 'email-verify',
    });
  });
});

describe('/dev/mailbox routes', () => {
  // The mailbox answers clients on this machine only (src/security/01-dev-mailbox.test.ts).
  const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

  async function appWithMail() {
    const env = { DATA_DIR: dataDir };
    const mailer = createMailer(testConfig(env), createLogger('silent'));
    await mailer.send({
      to: 'ana@example.com',
      template: 'email-verify',
      data: { link: 'https://tiix.test/verify?a=1&b=2', displayName: '<i>Ana</i>' },
    });
    await mailer.send({
      to: 'bo@example.com',
      template: 'signin-otp',
      data: { ticket: '123456' },
    });
    return createTestApp(noDb, env);
  }

  it('GET /dev/mailbox.json lists the messages newest first', async () => {
    const app = await appWithMail();
    const res = await app.request('/dev/mailbox.json', {}, local);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as StoredMail[];
    expect(body.map((m) => [m.to, m.subject, m.links])).toEqual([
      ['bo@example.com', 'Your Tiix sign-in code', []],
      ['ana@example.com', 'Verify your email', ['https://tiix.test/verify?a=1&b=2']],
    ]);
    for (const mail of body) {
      expect(Object.keys(mail).sort()).toEqual(
        ['createdAt', 'html', 'id', 'links', 'subject', 'template', 'text', 'to'].sort(),
      );
    }
    expect(body[0]?.text).toContain('123456');
  });

  it('GET /dev/mailbox shows each message with clickable links and a sandboxed preview', async () => {
    const app = await appWithMail();
    const res = await app.request('/dev/mailbox', { headers: { accept: 'text/html' } }, local);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('2 messages');
    expect(page).toContain('<h2>Verify your email</h2>');
    expect(page).toContain('To <strong>ana@example.com</strong>');
    expect(page).toContain(
      '<a href="https://tiix.test/verify?a=1&amp;b=2">https://tiix.test/verify?a=1&amp;b=2</a>',
    );
    expect(page).toMatch(/<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="&lt;!DOCTYPE html&gt;/);
    // The variable stays text: escaped once in the plain-text view, twice inside srcdoc.
    expect(page).not.toContain('<i>Ana</i>');
    expect(page).toContain('<pre>Hi &lt;i&gt;Ana&lt;/i&gt;,');
    expect(page).toContain('Hi &amp;lt;i&amp;gt;Ana&amp;lt;/i&amp;gt;,');
    expect(page.indexOf('Your Tiix sign-in code')).toBeLessThan(page.indexOf('Verify your email'));
  });

  it('DELETE /dev/mailbox empties it', async () => {
    const app = await appWithMail();
    const del = await app.request('/dev/mailbox', { method: 'DELETE' }, local);
    expect(del.status).toBe(204);
    expect(await (await app.request('/dev/mailbox.json', {}, local)).json()).toEqual([]);
    expect(await (await app.request('/dev/mailbox', {}, local)).text()).toContain(
      'No messages yet.',
    );
  });

  it('answers an empty list before any mail was sent', async () => {
    const res = await createTestApp(noDb, { DATA_DIR: dataDir }).request(
      '/dev/mailbox.json',
      {},
      local,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('does not exist when SMTP_URL is set', async () => {
    await appWithMail();
    const app = createTestApp(noDb, { DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525' });
    for (const [path, method, accept] of [
      ['/dev/mailbox.json', 'GET', 'application/json'],
      ['/dev/mailbox', 'GET', 'text/html'],
      ['/dev/mailbox', 'DELETE', '*/*'],
    ] as const) {
      const res = await app.request(path, { method, headers: { accept } }, local);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'route-not-found' });
    }
    // Nothing was deleted by the DELETE above.
    expect(await new DevMailbox(join(dataDir, 'mailbox')).list()).toHaveLength(2);
  });
});
