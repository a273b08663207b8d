import type { ComponentProps } from 'react';
import type { Tabs as RadixTabs } from 'radix-ui';
import { lazyModule, loadedFor, useLazyModule } from '../internal/lazy-overlay';

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = ComponentProps<typeof RadixTabs.List>;
export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/**
 * The Radix tabs (with their collection and roving focus), fetched when a tab set first renders
 * or by `preloadTabs`: only remote pages have tabs, so the app's first page loads none of their
 * code.
 */
export const tabsRadix = lazyModule(() => import('./tabs-radix'));

/**
 * Fetches the tabs' code now. The shell waits for it with each remote's module, so a remote page
 * renders its tabs in its first render, as when they were part of the kit: a page that puts focus
 * in a tab panel when it mounts (the landing's sign-in panel) finds the panel there.
 */
export async function preloadTabs(): Promise<void> {
  await tabsRadix.load();
}

/**
 * Tab set (Radix Tabs): controlled via `value`/`onValueChange` (e.g. from the URL) or `defaultValue`.
 * Until its code is in (see `preloadTabs`), it renders nothing and fetches it.
 */
export function Tabs(props: TabsProps) {
  const radix = useLazyModule(tabsRadix, true);
  return radix ? <radix.Tabs {...props} /> : null;
}

/** Radix's part, which exists only inside a rendered `Tabs`, so its code is in by then. */
const loaded = () => loadedFor(tabsRadix, 'Tabs parts must be used within Tabs');

/** The row of tabs; arrow keys, Home and End move between them. Give it an `aria-label`. */
export function TabsList(props: TabsListProps) {
  const { TabsList: List } = loaded();
  return <List {...props} />;
}

/** One tab; its `value` selects the matching `TabsContent`. */
export function TabsTrigger(props: TabsTriggerProps) {
  const { TabsTrigger: Trigger } = loaded();
  return <Trigger {...props} />;
}

/** The panel shown for the tab with the same `value`. */
export function TabsContent(props: TabsContentProps) {
  const { TabsContent: Content } = loaded();
  return <Content {...props} />;
}
