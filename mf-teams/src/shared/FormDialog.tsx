import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button, Dialog, type DialogProps } from '@tiix/shared-ui';

/**
 * The error a FormDialog shows: `fail` sets it and, once the alert has rendered, focuses it, so
 * screen readers and keyboard users land on it; `clear` takes it away.
 */
export function useFormDialogError() {
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const fail = (text: string) => {
    setError(text);
    requestAnimationFrame(() => errorRef.current?.focus());
  };
  return { error, errorRef, fail, clear: () => setError(null) };
}

/**
 * A dialog holding one form (propose a swap, offer a game, mark tickets sent): the fields, the
 * error (an alert the dialog focuses through `errorRef` when it appears; `useFormDialogError`
 * holds both), then Cancel, which closes the dialog, and the submit button. `block` is the
 * form's class, which names its `__error` and `__actions` parts.
 */
export function FormDialog({
  block,
  onSubmit,
  error,
  errorRef,
  busy,
  submit,
  children,
  ...dialog
}: Pick<DialogProps, 'title' | 'description' | 'size'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  block: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  error: string | null;
  errorRef: Ref<HTMLParagraphElement>;
  busy: boolean;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog {...dialog}>
      <form className={block} onSubmit={(e) => void onSubmit(e)} noValidate>
        {children}
        {error ? (
          <p ref={errorRef} tabIndex={-1} role="alert" className={`${block}__error`}>
            {error}
          </p>
        ) : null}
        <div className={`${block}__actions`}>
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
