// The Radix half of the tabs: loaded on first use by ./tabs.tsx.
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../internal/cx';
import type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './tabs';

export function Tabs({ className, ...rest }: TabsProps) {
  return <RadixTabs.Root className={cx('tx-tabs', className)} {...rest} />;
}

export function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List className={cx('tx-tabs__list', className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger className={cx('tx-tabs__trigger', className)} {...rest} />;
}

export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content className={cx('tx-tabs__content', className)} {...rest} />;
}
