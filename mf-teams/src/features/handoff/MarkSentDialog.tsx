import { useRef, useState, type FormEvent } from 'react';
import { HANDOFF_NOTE_MAX } from '@tiix/domain';
import { Button, Dialog, Input } from '@tiix/shared-ui';
import './handoff.css';

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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
    >
      <form className="tm-handoff-form" onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label="Note (optional)"
          hint="Transfer reference, section and seats."
          maxLength={HANDOFF_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error ? (
          <p ref={errorRef} tabIndex={-1} role="alert" className="tm-handoff-form__error">
            {error}
          </p>
        ) : null}
        <div className="tm-handoff-form__actions">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Mark sent
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
