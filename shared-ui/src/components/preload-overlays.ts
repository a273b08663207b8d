import { dialogRadix } from './dialog';
import { dropdownRadix } from './dropdown';

/**
 * Fetches the code of dialogs and menus now instead of on first use: for tests, which then open
 * them in the same render as before, and for a page that is about to open one.
 */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([dialogRadix.load(), dropdownRadix.load()]);
}
