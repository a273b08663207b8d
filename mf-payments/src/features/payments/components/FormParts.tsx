import type { ReactNode } from 'react';
import { Button, DialogClose } from '@tiix/shared-ui';

/** A form's error as an alert; nothing while there is none. */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="pay-form__error">
      {children}
    </p>
  ) : null;
}

/** A dialog form's buttons: Cancel, which closes the dialog, then the form's own (`children`). */
export function DialogFormActions({ children }: { children: ReactNode }) {
  return (
    <div className="pay-form__actions">
      <DialogClose asChild>
        <Button type="button" variant="ghost">
          Cancel
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
