import { dialogRadix } from './dialog';
import { dropdownRadix } from './dropdown';
import { preloadTabs } from './tabs';
import { preloadToasts } from './toast';

/**
 * Fetches the code of dialogs, menus, tabs and toasts now instead of on first use: for tests, which then
 * open them in the same render as before, and for a page that is about to show one.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([dialogRadix.load(), dropdownRadix.load(), preloadTabs(), preloadToasts()]);
}
