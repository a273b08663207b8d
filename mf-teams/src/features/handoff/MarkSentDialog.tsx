import { useRef, useState, type FormEvent } from 'react';
import { HANDOFF_NOTE_MAX } from '@tiix/domain';
import { Input } from '@tiix/shared-ui';
import './handoff.css';
import { FormDialog } from '../../shared/FormDialog';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failed = await onSubmit(note.trim() || null);
    setBusy(false);
    if (failed) {
      setError(failed);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setNote('');
    setError(null);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      block="tm-handoff-form"
      onSubmit={submit}
      error={error}
      errorRef={errorRef}
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
