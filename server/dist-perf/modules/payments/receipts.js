import { registerFileAccessRule } from '../../storage/permissions.js';
import { isUuid } from '../membership/membership.js';
import { findRequest, findTeamPayment } from './payments.repository.js';
export const RECEIPTS_BUCKET = 'receipts';
/**
 * A receipt is visible to the payer who uploaded it (the storage API's uploader rule) and to the
 * owner of the team the request belongs to; nobody else. The file's metadata names its request
 * (`{paymentRequestId}`), and only a receipt uploaded by that request's payer counts.
 */
export async function canSeeReceipt(db, auth, file) {
    const requestId = file.metadata?.paymentRequestId;
    if (!auth.userId || !isUuid(requestId))
        return false;
    const request = await findRequest(db, requestId);
    if (!request?.payerUserId || file.uploadedBy !== request.payerUserId)
        return false;
    if (auth.userId === request.payerUserId)
        return true;
    // The team's owner now (ownership may have moved since the request was made).
    return auth.userId === (await findTeamPayment(db, request.teamId))?.ownerId;
}
/** Registers the receipts bucket's rule with the storage API (idempotent). */
export function registerReceiptAccessRule() {
    registerFileAccessRule(RECEIPTS_BUCKET, canSeeReceipt);
}
//# sourceMappingURL=receipts.js.map