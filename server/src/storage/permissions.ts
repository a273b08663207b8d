import { ADMIN_ROLE, type RequestAuth } from '../auth/auth-context.js';
import type { Database } from '../db/client.js';
import type { FileRow } from './files.repository.js';

/** The file row a rule decides on: bucketId, uploadedBy, metadata (e.g. `{paymentRequestId}`). */
export type { FileRow as StoredFile } from './files.repository.js';

/**
 * Who may see a file. Built in: its uploader, and the admin secret (acting as admin). Other
 * modules widen a bucket's audience with a rule, e.g. payments lets a team's owner see the
 * receipts its payers upload. A bucket without a rule stays uploader-only.
 */
export type FileAccessRule = (db: Database, auth: RequestAuth, file: FileRow) => Promise<boolean>;

const rules = new Map<string, FileAccessRule>();

/**
 * Registers the read rule of a bucket (one per bucket; registering again replaces it). Returns
 * a function that removes it again.
 */
export function registerFileAccessRule(bucketId: string, rule: FileAccessRule): () => void {
  rules.set(bucketId, rule);
  return () => {
    if (rules.get(bucketId) === rule) rules.delete(bucketId);
  };
}

/**
 * The admin secret without impersonation. With `x-hasura-role` (and `x-hasura-user-id`) the
 * admin acts as that role and user and gets exactly their permissions, as in Hasura.
 */
export const isStorageAdmin = (auth: RequestAuth) => auth.isAdmin && auth.role === ADMIN_ROLE;

/** Uploading needs a signed-in user (or the admin). */
export const canUpload = (auth: RequestAuth) => isStorageAdmin(auth) || auth.userId !== null;

const isUploader = (auth: RequestAuth, file: FileRow) =>
  auth.userId !== null && file.uploadedBy === auth.userId;

/** Reading (download, headers, presigned URL): uploader, admin, or the bucket's rule. */
export async function canReadFile(
  db: Database,
  auth: RequestAuth,
  file: FileRow,
): Promise<boolean> {
  if (isStorageAdmin(auth) || isUploader(auth, file)) return true;
  const rule = rules.get(file.bucketId);
  return rule ? rule(db, auth, file) : false;
}

/** Replacing and deleting: only the uploader and the admin, whatever a bucket rule lets see. */
export const canWriteFile = (auth: RequestAuth, file: FileRow) =>
  isStorageAdmin(auth) || isUploader(auth, file);
