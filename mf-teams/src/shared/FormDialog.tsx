import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, type DialogProps } from '@tiix/shared-ui';
import './form-dialog.css';

/**
 * The error a FormDialog shows: `fail` sets it and, once the alert has rendered, focuses it, so
 * screen readers and keyboard users land on it; `clear` takes it away. The dialog takes the whole
 * object, so the text and the element that gets the focus always travel together.
 */
export function useFormDialogError() {
  const [text, setText] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  const fail = (message: string) => {
    setText(message);
    requestAnimationFrame(() => ref.current?.focus());
  };
  return { text, ref, fail, clear: () => setText(null) };
}

/**
 * A dialog holding one form (propose a swap, offer a game, mark tickets sent): the fields, the
 * error (an alert the dialog focuses when it appears; `useFormDialogError` holds it), then Cancel,
 * which closes the dialog, and the submit button, at the right like every dialog's actions. Every
 * form dialog looks the same (form-dialog.css); the fields bring their own classes.
 */
export function FormDialog({
  onSubmit,
  error,
  busy,
  submit,
  children,
  ...dialog
}: Pick<DialogProps, 'title' | 'description' | 'size'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  error: ReturnType<typeof useFormDialogError>;
  busy: boolean;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog {...dialog}>
      <form className="tm-form-dialog" onSubmit={(e) => void onSubmit(e)} noValidate>
        {children}
        {error.text ? (
          <p ref={error.ref} tabIndex={-1} role="alert" className="tm-form-dialog__error">
            {error.text}
          </p>
        ) : null}
        <div className="tm-form-dialog__actions">
          <Button type="button" variant="secondary" onClick={() => dialog.onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
