import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import type { FileRules, StoredFile } from '../../storage/permissions.js';
import { findRequestsWithReceipt } from './payments.repository.js';

export const RECEIPTS_BUCKET = 'receipts';

export const RECEIPT_FROZEN =
  'This receipt is attached to a payment request and can no longer be changed or deleted';

/**
 * A receipt is visible to the payer who uploaded it (the storage API's uploader rule) and to the
 * owner of the team of a request it is attached to, when that request's payer uploaded it. The
 * right comes from the request row naming the file, never from the file's metadata: the
 * uploader writes that.
 */
export async function canSeeReceipt(
  db: Database,
  auth: RequestAuth,
  file: StoredFile,
): Promise<boolean> {
  if (!auth.userId || !file.uploadedBy) return false;
  const requests = await findRequestsWithReceipt(db, file.id);
  return requests.some(
    (request) =>
      request.payerUserId === file.uploadedBy &&
      // The team's owner now (ownership may have moved since the request was made).
      (auth.userId === request.payerUserId || auth.userId === request.teamOwnerId),
  );
}

/**
 * A receipt attached to a request is the evidence the owner relies on: its bytes, metadata and
 * existence stay as they were while a request names it.
 */
export async function frozenReceipt(db: Database, file: StoredFile): Promise<string | null> {
  return (await findRequestsWithReceipt(db, file.id)).length > 0 ? RECEIPT_FROZEN : null;
}

/** Sets the receipts bucket's read and freeze rules in the app's storage rules (idempotent). */
export function registerReceiptRules(rules: FileRules): void {
  rules.allowReading(RECEIPTS_BUCKET, canSeeReceipt);
  rules.freezeWith(RECEIPTS_BUCKET, frozenReceipt);
}
