import { useCallback, useSyncExternalStore } from 'react';

/** Below the spec's 1024px breakpoint the panel is a modal instead of a dropdown. */
export const PANEL_MOBILE_QUERY = '(max-width: 1023.98px)';

function mediaQueryList(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(PANEL_MOBILE_QUERY);
  } catch {
    return null;
  }
}

/** True below 1024px; follows resizes and rotation. Without matchMedia (jsdom) it is false. */
export function useIsMobile(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const mql = mediaQueryList();
    if (!mql) return () => {};
    if (typeof mql.addEventListener === 'function') {
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    }
    // Safari before 14 only has the deprecated listener API.
    mql.addListener(onChange);
    return () => mql.removeListener(onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList()?.matches ?? false,
    () => false,
  );
}
