import { ADMIN_ROLE, type RequestAuth } from '../auth/auth-context.js';
import type { Database } from '../db/client.js';
import { MESSAGES } from './errors.js';
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
 * Why a file may not change (new bytes, new metadata, deletion), or null when it may. Other
 * modules freeze a bucket's files that their records rely on, e.g. a receipt attached to a
 * payment request. A frozen file stays frozen for everyone, the admin secret included.
 */
export type FileFreezeRule = (db: Database, file: FileRow) => Promise<string | null>;

const freezeRules = new Map<string, FileFreezeRule>();

/** Registers the freeze rule of a bucket (one per bucket, as above); returns its removal. */
export function registerFileFreezeRule(bucketId: string, rule: FileFreezeRule): () => void {
  freezeRules.set(bucketId, rule);
  return () => {
    if (freezeRules.get(bucketId) === rule) freezeRules.delete(bucketId);
  };
}

/** The reason `file` is frozen by its bucket's rule, or null. */
export async function frozenReason(db: Database, file: FileRow): Promise<string | null> {
  const rule = freezeRules.get(file.bucketId);
  return rule ? rule(db, file) : null;
}

/**
 * The admin secret without impersonation. With `x-hasura-role` (and `x-hasura-user-id`) the
 * admin acts as that role and user and gets exactly their permissions, as in Hasura.
 */
export const isStorageAdmin = (auth: RequestAuth) => auth.isAdmin && auth.role === ADMIN_ROLE;

/**
 * Why the caller may not upload (new files or replacements), or null when they may: uploading
 * needs an account (or the admin). A guest session costs nothing to make, so it gets no disk.
 */
export function uploadRefusal(auth: RequestAuth): string | null {
  if (isStorageAdmin(auth)) return null;
  if (auth.userId === null) return MESSAGES.notAuthorized;
  return auth.isAnonymous ? MESSAGES.guestUpload : null;
}

/**
 * Whose quota an upload counts against: the signed-in user, or nobody for the admin secret
 * acting as admin (the operator's own files are not limited).
 */
export const quotaHolder = (auth: RequestAuth): string | null =>
  isStorageAdmin(auth) ? null : auth.userId;

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
