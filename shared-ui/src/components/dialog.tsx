import type { ReactElement, ReactNode } from 'react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';

type ContentProps = RadixDialog.DialogContentProps;

export interface DialogProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as-is, e.g. a `<Button>`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Dialog heading; also its accessible name. */
  title: ReactNode;
  /** Keep the title for assistive tech only (for custom, full-bleed layouts). */
  hideTitle?: boolean;
  /** Supporting text under the title; also the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (e.g. Cancel + Confirm). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Accessible name of the × button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** Intercept Escape, e.g. to step back in a wizard instead of closing (call `event.preventDefault()`). */
  onEscapeKeyDown?: ContentProps['onEscapeKeyDown'];
  /** Intercept clicks outside; prevent default to keep the dialog open. */
  onInteractOutside?: ContentProps['onInteractOutside'];
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  className?: string;
}

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
