// The Radix half of the dialog: loaded on first use by ./dialog.tsx.
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import type { DialogProps } from './dialog';

/**
 * Modal dialog (Radix): focus is trapped inside, Escape and the × button close it,
 * and focus returns to the trigger.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  hideCloseButton = false,
  onEscapeKeyDown,
  onInteractOutside,
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const titleNode = <RadixDialog.Title className="tx-dialog__title">{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="tx-dialog__overlay" />
        <RadixDialog.Content
          className={cx('tx-dialog', `tx-dialog--${size}`, className)}
          onEscapeKeyDown={onEscapeKeyDown}
          onInteractOutside={onInteractOutside}
          onOpenAutoFocus={onOpenAutoFocus}
          // Without a description Radix expects aria-describedby to be explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            className={cx(
              'tx-dialog__header',
              hideTitle && !description && 'tx-dialog__header--bare',
            )}
          >
            {hideTitle ? <VisuallyHidden.Root>{titleNode}</VisuallyHidden.Root> : titleNode}
            {description ? (
              <RadixDialog.Description className="tx-dialog__description">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children ? <div className="tx-dialog__body">{children}</div> : null}
          {footer ? <div className="tx-dialog__footer">{footer}</div> : null}
          {hideCloseButton ? null : (
            <RadixDialog.Close
              className="tx-dialog__close tx-icon-button tx-icon-button--ghost tx-icon-button--sm"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; use `asChild` to turn a `<Button>` into a Cancel action. */
export const DialogClose = RadixDialog.Close;
