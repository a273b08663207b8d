import { eq, inArray } from 'drizzle-orm';
import { pgError } from '../auth/users.repository.js';
import { buckets, files } from '../db/schema/storage.js';
import { storageError } from './errors.js';
export async function findBucket(db, id) {
    const [row] = await db.select().from(buckets).where(eq(buckets.id, id));
    return row;
}
export async function findFile(db, id) {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row;
}
/**
 * Inserts the metadata of a file whose bytes are not stored yet (is_uploaded false). A taken id
 * or an uploader who is not a user is the caller's mistake: StorageError 400.
 */
export async function insertPendingFile(db, values) {
    try {
        const [row] = await db
            .insert(files)
            .values({ ...values, isUploaded: false })
            .returning();
        return row;
    }
    catch (err) {
        const pg = pgError(err);
        if (pg?.code === '23505')
            throw storageError(400, 'a file with this id already exists');
        if (pg?.code === '23503')
            throw storageError(400, 'the uploading user does not exist');
        throw err;
    }
}
/** Records that the bytes are stored (after an upload or a replacement). */
export async function markUploaded(db, id, bytes) {
    const [row] = await db
        .update(files)
        .set({ ...bytes, isUploaded: true, updatedAt: new Date() })
        .where(eq(files.id, id))
        .returning();
    return row;
}
export async function deleteFileRow(db, id) {
    await db.delete(files).where(eq(files.id, id));
}
export async function listFileSummaries(db) {
    return db
        .select({
        id: files.id,
        name: files.name,
        bucketId: files.bucketId,
        isUploaded: files.isUploaded,
    })
        .from(files)
        .orderBy(files.createdAt, files.id);
}
export async function deleteFileRows(db, ids) {
    if (ids.length === 0)
        return;
    await db.delete(files).where(inArray(files.id, ids));
}
//# sourceMappingURL=files.repository.js.map