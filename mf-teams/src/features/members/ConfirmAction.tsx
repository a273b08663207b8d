import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, DialogClose } from '@tiix/shared-ui';

export interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: ReactNode;
  /** What happens, in plain words, before anyone commits to it. */
  description: ReactNode;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** Does the action; resolves to an error message to show in the dialog, or null when done. */
  onConfirm: () => Promise<string | null>;
}

/**
 * A confirmation dialog for one membership change: the focus starts on Cancel (the safe
 * choice), the server's refusal shows inside the dialog, and the dialog closes once it is done.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  variant = 'danger',
  onConfirm,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setError(problem);
    else setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <div className="tm-members__confirm-actions">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant={variant} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {error ? (
        <p role="alert" className="tm-members__error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
