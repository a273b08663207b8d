import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import type { DropdownMenu } from 'radix-ui';
import {
  lazyModule,
  loadedFor,
  standInTrigger,
  useLazyModule,
  usePreloadWhenIdle,
} from '../internal/lazy-overlay';

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

export interface DropdownItemProps extends ComponentProps<typeof DropdownMenu.Item> {
  /** `danger` for destructive actions such as Sign Out or Delete. */
  tone?: 'default' | 'danger';
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

/** The Radix menu, fetched once the page is idle, or on hover, focus or press of a trigger. */
export const dropdownRadix = lazyModule(() => import('./dropdown-radix'));

/**
 * Menu button (Radix DropdownMenu): arrow keys, typeahead, Escape and focus return built in.
 * Until the menu's code is in, the trigger stands alone and a press opens the menu as it arrives.
 */
export function Dropdown(props: DropdownProps) {
  const { open, defaultOpen, onOpenChange, trigger } = props;
  const [pressed, setPressed] = useState<'pointer' | 'keyboard' | null>(null);
  const radix = useLazyModule(dropdownRadix, Boolean(open || defaultOpen || pressed));
  usePreloadWhenIdle(dropdownRadix, !radix);
  if (radix) {
    return (
      <radix.Dropdown
        {...props}
        defaultOpen={defaultOpen || pressed !== null}
        openedByKeyboard={pressed === 'keyboard'}
      />
    );
  }
  return standInTrigger(
    trigger,
    'menu',
    () => void dropdownRadix.load().catch(() => {}),
    (by) => {
      setPressed(by);
      onOpenChange?.(true);
    },
  );
}

/** Radix's part, which exists only inside an open menu, so its code is in by then. */
const loaded = () => loadedFor(dropdownRadix, 'Dropdown parts must be used within a Dropdown');

/** One menu item; `onSelect` runs the action, or pass `asChild` with a link to navigate. */
export function DropdownItem(props: DropdownItemProps) {
  const { DropdownItem: Item } = loaded();
  return <Item {...props} />;
}

/** Non-interactive heading inside a menu (e.g. the signed-in e-mail). */
export function DropdownLabel(props: ComponentProps<typeof DropdownMenu.Label>) {
  const { DropdownLabel: Label } = loaded();
  return <Label {...props} />;
}

/** Divider between groups of menu items. */
export function DropdownSeparator(props: ComponentProps<typeof DropdownMenu.Separator>) {
  const { DropdownSeparator: Separator } = loaded();
  return <Separator {...props} />;
}
