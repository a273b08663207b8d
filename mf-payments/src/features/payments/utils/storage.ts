/** Receipts bucket of `/v1/storage`: images and PDF, at most 10 MB. */
export const RECEIPTS_BUCKET = 'receipts';
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MESSAGES = {
  type: 'A receipt must be an image or a PDF.',
  size: 'A receipt can be at most 10 MB.',
  failed: 'The receipt could not be uploaded. Please try again.',
} as const;

/** Why a file cannot be a receipt, or null when it can. */
export function receiptProblem(file: File): string | null {
  if (!(file.type.startsWith('image/') || file.type === 'application/pdf'))
    return RECEIPT_MESSAGES.type;
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPT_MESSAGES.size;
  return null;
}

export type UploadResult = { ok: true; fileId: string } | { ok: false; message: string };

/**
 * Uploads a receipt (`POST /v1/storage/files`, multipart `file[]` + `bucket-id`); the metadata
 * names the request it is for. The request's owner sees it once the request is marked sent with
 * it, and from then on it can no longer be changed. A refusal (a guest session, a full quota, too
 * many uploads) comes back as the server's message.
 */
export async function uploadReceipt(
  file: File,
  paymentRequestId: string,
  accessToken: string | null,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('bucket-id', RECEIPTS_BUCKET);
  form.append('file[]', file, file.name);
  form.append('metadata[]', JSON.stringify({ name: file.name, metadata: { paymentRequestId } }));
  try {
    const res = await doFetch('/v1/storage/files', {
      method: 'POST',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      body: form,
    });
    const body = (await res.json().catch(() => null)) as {
      processedFiles?: { id?: unknown }[];
      error?: { message?: unknown };
    } | null;
    const id = body?.processedFiles?.[0]?.id;
    if (res.ok && typeof id === 'string') return { ok: true, fileId: id };
    const message = body?.error?.message;
    return { ok: false, message: typeof message === 'string' ? message : RECEIPT_MESSAGES.failed };
  } catch {
    return { ok: false, message: RECEIPT_MESSAGES.failed };
  }
}

/**
 * A short-lived link to a stored receipt: storage files need the bearer token, which a plain link
 * cannot send, so the page asks for a presigned URL and opens that.
 */
export async function receiptLink(
  evidenceUrl: string,
  accessToken: string | null,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<string | null> {
  if (!evidenceUrl.includes('/v1/storage/files/')) return evidenceUrl;
  try {
    const res = await doFetch(`${evidenceUrl.replace(/\/+$/, '')}/presignedurl`, {
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
    const body = (await res.json().catch(() => null)) as { url?: unknown } | null;
    return res.ok && typeof body?.url === 'string' ? body.url : null;
  } catch {
    return null;
  }
}
