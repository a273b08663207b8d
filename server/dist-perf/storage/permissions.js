import { ADMIN_ROLE } from '../auth/auth-context.js';
const rules = new Map();
/**
 * Registers the read rule of a bucket (one per bucket; registering again replaces it). Returns
 * a function that removes it again.
 */
export function registerFileAccessRule(bucketId, rule) {
    rules.set(bucketId, rule);
    return () => {
        if (rules.get(bucketId) === rule)
            rules.delete(bucketId);
    };
}
/**
 * The admin secret without impersonation. With `x-hasura-role` (and `x-hasura-user-id`) the
 * admin acts as that role and user and gets exactly their permissions, as in Hasura.
 */
export const isStorageAdmin = (auth) => auth.isAdmin && auth.role === ADMIN_ROLE;
/** Uploading needs a signed-in user (or the admin). */
export const canUpload = (auth) => isStorageAdmin(auth) || auth.userId !== null;
const isUploader = (auth, file) => auth.userId !== null && file.uploadedBy === auth.userId;
/** Reading (download, headers, presigned URL): uploader, admin, or the bucket's rule. */
export async function canReadFile(db, auth, file) {
    if (isStorageAdmin(auth) || isUploader(auth, file))
        return true;
    const rule = rules.get(file.bucketId);
    return rule ? rule(db, auth, file) : false;
}
/** Replacing and deleting: only the uploader and the admin, whatever a bucket rule lets see. */
export const canWriteFile = (auth, file) => isStorageAdmin(auth) || isUploader(auth, file);
//# sourceMappingURL=permissions.js.map