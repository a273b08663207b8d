import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
// Keys are file ids; anything else could climb out of the folder.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Files in `<root>/files/<key>`, each written aside and renamed into place. */
export class DiskBlobStore {
    kind = 'disk';
    filesDir;
    stagingDir;
    constructor(root) {
        this.filesDir = join(root, 'files');
        this.stagingDir = join(root, 'staging');
    }
    path(key) {
        if (!SAFE_KEY.test(key))
            throw new Error(`Invalid storage key: ${key}`);
        return join(this.filesDir, key);
    }
    async put(key, sourcePath) {
        const target = this.path(key);
        await mkdir(this.filesDir, { recursive: true });
        try {
            // Same file system (uploads are received under the same root): an atomic move.
            await rename(sourcePath, target);
        }
        catch (err) {
            if (err.code !== 'EXDEV')
                throw err;
            await mkdir(this.stagingDir, { recursive: true });
            const staged = join(this.stagingDir, `${key}.${randomBytes(4).toString('hex')}`);
            await copyFile(sourcePath, staged);
            await rename(staged, target);
        }
    }
    async get(key, range) {
        let handle;
        try {
            handle = await open(this.path(key), 'r');
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return null;
            throw err;
        }
        // Reading from the open handle: a replacement renamed in meanwhile does not mix in.
        const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return Readable.toWeb(stream);
    }
    async delete(key) {
        await rm(this.path(key), { force: true });
    }
    async list() {
        try {
            return (await readdir(this.filesDir)).filter((name) => SAFE_KEY.test(name));
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return [];
            throw err;
        }
    }
}
//# sourceMappingURL=disk-store.js.map