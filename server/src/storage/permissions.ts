import { ADMIN_ROLE, type RequestAuth } from '../auth/caller.js';
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

/**
 * Why a file may not change (new bytes, new metadata, deletion), or null when it may. Other
 * modules freeze a bucket's files that their records rely on, e.g. a receipt attached to a
 * payment request. A frozen file stays frozen for everyone, the admin secret included.
 */
export type FileFreezeRule = (db: Database, file: FileRow) => Promise<string | null>;

/**
 * The buckets' read and freeze rules of one app. The composition root (composition.ts) makes
 * it and registers every module's rules in it before the first request; the storage API asks it.
 */
export class FileRules {
  readonly #access = new Map<string, FileAccessRule>();
  readonly #freeze = new Map<string, FileFreezeRule>();

  /**
   * Sets the read rule of a bucket (one per bucket; setting again replaces it). Returns a
   * function that removes it again.
   */
  allowReading(bucketId: string, rule: FileAccessRule): () => void {
    return setRule(this.#access, bucketId, rule);
  }

  /** Sets the freeze rule of a bucket (one per bucket, as above); returns its removal. */
  freezeWith(bucketId: string, rule: FileFreezeRule): () => void {
    return setRule(this.#freeze, bucketId, rule);
  }

  /** The read rule of a bucket, if one is set. */
  accessRule(bucketId: string): FileAccessRule | undefined {
    return this.#access.get(bucketId);
  }

  /** The reason `file` is frozen by its bucket's rule, or null. */
  async frozenReason(db: Database, file: FileRow): Promise<string | null> {
    const rule = this.#freeze.get(file.bucketId);
    return rule ? rule(db, file) : null;
  }
}

function setRule<R>(rules: Map<string, R>, bucketId: string, rule: R): () => void {
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
  fileRules: FileRules,
  db: Database,
  auth: RequestAuth,
  file: FileRow,
): Promise<boolean> {
  if (isStorageAdmin(auth) || isUploader(auth, file)) return true;
  const rule = fileRules.accessRule(file.bucketId);
  return rule ? rule(db, auth, file) : false;
}

/** Replacing and deleting: only the uploader and the admin, whatever a bucket rule lets see. */
export const canWriteFile = (auth: RequestAuth, file: FileRow) =>
  isStorageAdmin(auth) || isUploader(auth, file);
