import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractLinks } from './links.js';
/** Older messages are deleted beyond this, so a long-lived dev setup does not pile up files. */
export const MAILBOX_LIMIT = 500;
export function devMailboxDir(config) {
    return join(config.dataDir, 'mailbox');
}
// Several messages can be stored within one millisecond (a test, a burst of invites); the
// counter keeps their file names, and so "newest first", in the order they were sent.
let sequence = 0;
/** `<ms, 13 digits>-<sequence, 6 digits>-<random>`: file names sort in the order mails were stored. */
function newId(now) {
    sequence = (sequence + 1) % 1_000_000;
    return `${String(now).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}
const ID_FILE = /^\d{13}-\d{6}-[0-9a-f]{8}\.json$/;
/**
 * The development mailbox: one JSON file per message under `${DATA_DIR}/mailbox/`, so messages
 * survive a restart and every process sharing DATA_DIR (tests, a second server) sees the same box.
 */
export class DevMailbox {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    async add(mail, now = new Date()) {
        const stored = {
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
        await this.prune();
        return stored;
    }
    /** Newest first. */
    async list() {
        const files = await this.files();
        const mails = await Promise.all(files.map(async (file) => {
            try {
                return JSON.parse(await readFile(join(this.dir, file), 'utf8'));
            }
            catch {
                // Emptied by another process between readdir and readFile.
                return undefined;
            }
        }));
        return mails.filter((mail) => mail !== undefined);
    }
    async clear() {
        await Promise.all((await this.files()).map((file) => rm(join(this.dir, file), { force: true })));
    }
    /** Message file names, newest first. */
    async files() {
        let names;
        try {
            names = await readdir(this.dir);
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return [];
            throw err;
        }
        return names
            .filter((name) => ID_FILE.test(name))
            .sort()
            .reverse();
    }
    async prune() {
        const files = await this.files();
        await Promise.all(files.slice(MAILBOX_LIMIT).map((file) => rm(join(this.dir, file), { force: true })));
    }
}
//# sourceMappingURL=dev-mailbox.js.map