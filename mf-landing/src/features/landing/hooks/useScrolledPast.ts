import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the window has scrolled strictly more than `threshold` px. The snapshot is a boolean,
 * so scroll events only re-render when the answer flips.
 */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => (window.scrollY || 0) > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
