// The Radix half of the menu button: loaded on first use by ./dropdown.tsx.
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { DropdownMenu, Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import type { DropdownItemProps, DropdownProps } from './dropdown';

/** Menu button (Radix DropdownMenu): arrow keys, typeahead, Escape and focus return built in. */
export function Dropdown({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  modal = true,
  align = 'end',
  side = 'bottom',
  'aria-label': ariaLabel,
  className,
  openedByKeyboard = false,
}: DropdownProps & {
  /** Opened by a key pressed on the trigger before this code was in (Radix did not see it). */
  openedByKeyboard?: boolean;
}) {
  const keyboardOpen = useRef(openedByKeyboard);
  return (
    <DropdownMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={cx('tx-dropdown', className)}
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          aria-label={ariaLabel}
          // What Radix does when a key opens the menu: the menu takes the focus, then hands it
          // to its first item.
          onFocus={(event) => {
            if (!keyboardOpen.current || event.target !== event.currentTarget) return;
            keyboardOpen.current = false;
            event.currentTarget
              .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
              ?.focus();
          }}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One menu item; `onSelect` runs the action, or pass `asChild` with a link to navigate. */
export function DropdownItem({
  tone = 'default',
  icon,
  asChild,
  className,
  children,
  ...rest
}: DropdownItemProps) {
  const classes = cx(
    'tx-dropdown__item',
    tone === 'danger' && 'tx-dropdown__item--danger',
    className,
  );
  const withIcon = (inner: ReactNode) => (
    <>
      {icon ? (
        <span className="tx-dropdown__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {inner}
    </>
  );
  if (asChild) {
    return (
      <DropdownMenu.Item asChild className={classes} {...rest}>
        <Slot.Root>
          <Slot.Slottable child={children}>{withIcon}</Slot.Slottable>
        </Slot.Root>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={classes} {...rest}>
      {withIcon(children)}
    </DropdownMenu.Item>
  );
}

/** Non-interactive heading inside a menu (e.g. the signed-in e-mail). */
export function DropdownLabel({ className, ...rest }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cx('tx-dropdown__label', className)} {...rest} />;
}

/** Divider between groups of menu items. */
export function DropdownSeparator({
  className,
  ...rest
}: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cx('tx-dropdown__separator', className)} {...rest} />;
}
