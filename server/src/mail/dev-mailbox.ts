import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { extractLinks } from './links.js';
import type { MailTemplate } from './mailer.js';

/** One message as /dev/mailbox.json lists it. */
export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, in order of appearance. */
  links: string[];
  template: MailTemplate;
  /** ISO 8601. */
  createdAt: string;
  /** Attached files (e.g. the drafted games' calendar), when the message has any. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra headers (List-Unsubscribe), when the message has any. */
  headers?: Record<string, string>;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: MailTemplate;
  attachments?: { filename: string; contentType: string; content: string }[] | undefined;
  headers?: Record<string, string> | undefined;
}

/** Older messages are deleted beyond this, so a long-lived dev setup does not pile up files. */
export const MAILBOX_LIMIT = 500;

/**
 * A process removes the messages beyond the limit on its first message and then every this many:
 * listing and sorting a full folder cost a third of storing a message (a draft's completion
 * stores one per member). Until then a few more files may lie there; `list()` never shows them.
 */
export const PRUNE_EVERY = 25;

export function devMailboxDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'mailbox');
}

// Several messages can be stored within one millisecond (a test, a burst of invites); the
// counter keeps their file names, and so "newest first", in the order they were sent.
let sequence = 0;

/** `<ms, 13 digits>-<sequence, 6 digits>-<random>`: file names sort in the order mails were stored. */
function newId(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(now).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

const ID_FILE = /^\d{13}-\d{6}-[0-9a-f]{8}\.json$/;

/**
 * The development mailbox: one JSON file per message under `${DATA_DIR}/mailbox/`, so messages
 * survive a restart and every process sharing DATA_DIR (tests, a second server) sees the same box.
 */
export class DevMailbox {
  private stored = 0;

  constructor(readonly dir: string) {}

  async add(mail: NewMail, now = new Date()): Promise<StoredMail> {
    const stored: StoredMail = {
      id: newId(now.getTime()),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: extractLinks(mail.text, mail.html),
      template: mail.template,
      createdAt: now.toISOString(),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    };
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: another process listing the box never reads half a file.
    const tmp = join(this.dir, `.${stored.id}.tmp`);
    await writeFile(tmp, JSON.stringify(stored), 'utf8');
    await rename(tmp, join(this.dir, `${stored.id}.json`));
    if (this.stored++ % PRUNE_EVERY === 0) await this.prune();
    return stored;
  }

  /** Newest first. */
  async list(): Promise<StoredMail[]> {
    const files = (await this.files()).slice(0, MAILBOX_LIMIT);
    const mails = await Promise.all(
      files.map(async (file) => {
        try {
          return JSON.parse(await readFile(join(this.dir, file), 'utf8')) as StoredMail;
        } catch {
          // Emptied by another process between readdir and readFile.
          return undefined;
        }
      }),
    );
    return mails.filter((mail): mail is StoredMail => mail !== undefined);
  }

  async clear(): Promise<void> {
    await Promise.all(
      (await this.files()).map((file) => rm(join(this.dir, file), { force: true })),
    );
  }

  /** Message file names, newest first. */
  private async files(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    return names
      .filter((name) => ID_FILE.test(name))
      .sort()
      .reverse();
  }

  private async prune(): Promise<void> {
    const files = await this.files();
    await Promise.all(
      files.slice(MAILBOX_LIMIT).map((file) => rm(join(this.dir, file), { force: true })),
    );
  }
}
