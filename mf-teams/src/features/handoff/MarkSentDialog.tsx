import { useState, type FormEvent } from 'react';
import { HANDOFF_NOTE_MAX } from '@tiix/domain';
import { Input } from '@tiix/shared-ui';
import './handoff.css';
import { FormDialog, useFormDialogError } from '../../shared/FormDialog';

/**
 * The ticket holder marks tickets sent, with an optional note the member reads (transfer
 * reference, section and seats). `onSubmit` returns an error text to show, or null when done.
 */
export function MarkSentDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: (note: string | null) => Promise<string | null>;
}) {
  const [note, setNote] = useState('');
  const error = useFormDialogError();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failed = await onSubmit(note.trim() || null);
    setBusy(false);
    if (failed) return error.fail(failed);
    setNote('');
    error.clear();
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      onSubmit={submit}
      error={error}
      busy={busy}
      submit="Mark sent"
    >
      <Input
        label="Note (optional)"
        hint="Transfer reference, section and seats."
        maxLength={HANDOFF_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
}
