import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../internal/cx';

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = ComponentProps<typeof RadixTabs.List>;
export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** Tab set (Radix Tabs): controlled via `value`/`onValueChange` (e.g. from the URL) or `defaultValue`. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RadixTabs.Root className={cx('tx-tabs', className)} {...rest} />;
}

/** The row of tabs; arrow keys, Home and End move between them. Give it an `aria-label`. */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List className={cx('tx-tabs__list', className)} {...rest} />;
}

/** One tab; its `value` selects the matching `TabsContent`. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger className={cx('tx-tabs__trigger', className)} {...rest} />;
}

/** The panel shown for the tab with the same `value`. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content className={cx('tx-tabs__content', className)} {...rest} />;
}
