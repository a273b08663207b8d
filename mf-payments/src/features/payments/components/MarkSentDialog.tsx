import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Button, Dialog, notify } from '@tiix/shared-ui';
import { useAccessToken, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { MarkPaymentSentDocument, type PaymentRequestFieldsFragment } from '../api';
import { errorMessage } from '../utils/errors';
import { formatCents } from '@tiix/domain';
import { receiptProblem, uploadReceipt } from '../utils/storage';
import { FormError, DialogFormActions } from './FormParts';

/**
 * The payer's 'I paid', with an optional receipt (image or PDF): the receipt is uploaded first,
 * then the request is marked sent; the owner confirms it as paid. A failure keeps the dialog and
 * the chosen file, so nothing has to be redone but the retry.
 */
export function MarkSentDialog({
  request,
  onSent,
}: {
  request: PaymentRequestFieldsFragment;
  onSent: () => void;
}) {
  const fileId = useId();
  const token = useAccessToken();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const [, markSent] = useMutation(MarkPaymentSentDocument);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (file) {
      const problem = receiptProblem(file);
      if (problem) {
        setError(problem);
        return;
      }
    }
    setBusy(true);
    let evidenceFileId = uploadedId;
    if (file && !evidenceFileId) {
      const upload = await uploadReceipt(file, request.id, token);
      if (!upload.ok) {
        setBusy(false);
        setError(upload.message);
        return;
      }
      // A retry after a failed 'I paid' reuses the stored file instead of uploading it again.
      evidenceFileId = upload.fileId;
      setUploadedId(upload.fileId);
    }
    const result = await markSent({ id: request.id, evidenceFileId }, SCREEN_HANDLES_ERRORS);
    setBusy(false);
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    notify.success(`Told ${request.ownerName} you paid`);
    setOpen(false);
    setFile(null);
    setUploadedId(null);
    onSent();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button size="sm" variant="secondary">
          I paid
        </Button>
      }
      title="I paid"
      description={`Tell ${request.ownerName} you paid ${formatCents(request.amountCents, request.currency)}. A receipt helps them confirm it.`}
      size="sm"
    >
      <form className="pay-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="tx-field">
          <label htmlFor={fileId} className="tx-field__label">
            Receipt (optional, image or PDF up to 10 MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*,application/pdf"
            aria-invalid={error && file ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setUploadedId(null);
              setError(null);
            }}
          />
        </div>
        <FormError>{error}</FormError>
        <DialogFormActions>
          <Button type="submit" loading={busy}>
            Send
          </Button>
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
