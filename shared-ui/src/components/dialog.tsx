import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import type { Dialog as RadixDialog } from 'radix-ui';
import {
  lazyModule,
  standInTrigger,
  useLazyModule,
  usePreloadWhenIdle,
} from '../internal/lazy-overlay';

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

/** The Radix dialog, fetched when one opens, or once the page is idle when it has a trigger. */
export const dialogRadix = lazyModule(() => import('./dialog-radix'));

/**
 * Modal dialog (Radix): focus is trapped inside, Escape and the × button close it,
 * and focus returns to the trigger. A closed dialog without a trigger renders nothing, so its
 * code comes only when it first opens.
 */
export function Dialog(props: DialogProps) {
  const { open, defaultOpen, onOpenChange, trigger } = props;
  const [pressed, setPressed] = useState(false);
  const radix = useLazyModule(dialogRadix, Boolean(open || defaultOpen || pressed));
  usePreloadWhenIdle(dialogRadix, Boolean(trigger) && !radix);
  if (radix) return <radix.Dialog {...props} defaultOpen={defaultOpen || pressed} />;
  if (!trigger) return null;
  return standInTrigger(
    trigger,
    'dialog',
    () => void dialogRadix.load().catch(() => {}),
    () => {
      onOpenChange?.(true);
      if (open === undefined) setPressed(true);
    },
  );
}

/** Closes the surrounding Dialog; use `asChild` to turn a `<Button>` into a Cancel action. */
export function DialogClose(props: ComponentProps<typeof RadixDialog.Close>) {
  const radix = dialogRadix.get();
  if (!radix) throw new Error('DialogClose must be used within a Dialog');
  return <radix.DialogClose {...props} />;
}
