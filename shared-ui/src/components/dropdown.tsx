import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { DropdownMenu, Slot } from 'radix-ui';
import { cx } from '../internal/cx';

export interface DropdownProps {
  /** Element that opens the menu (e.g. a `<Button>` or `<IconButton>`); gets aria-expanded/haspopup. */
  trigger: ReactElement;
  /** `DropdownItem`, `DropdownLabel` and `DropdownSeparator` elements. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Block the page while open (default). Turn off for menus that should not steal scroll. */
  modal?: boolean;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Accessible name for the menu when the trigger's text is not enough. */
  'aria-label'?: string;
  className?: string;
}

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
}: DropdownProps) {
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
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface DropdownItemProps extends ComponentProps<typeof DropdownMenu.Item> {
  /** `danger` for destructive actions such as Sign Out or Delete. */
  tone?: 'default' | 'danger';
  /** Decorative icon before the label. */
  icon?: ReactNode;
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
