import { useCallback, useSyncExternalStore } from 'react';

/** Matches below the product's 1024px mobile breakpoint (phones and small tablets). */
export const MOBILE_QUERY = '(max-width: 1023.98px)';
/** Matches when the visitor asked the OS for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function getMediaQueryList(query: string): MediaQueryList | null {
  // jsdom and some embedded browsers have no matchMedia.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(query);
  } catch {
    return null;
  }
}

/** Current result of a CSS media query, re-rendering when it changes; `fallback` when unsupported. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = getMediaQueryList(query);
      if (!mql) return () => {};
      if (typeof mql.addEventListener === 'function') {
        mql.addEventListener('change', onChange);
        return () => mql.removeEventListener('change', onChange);
      }
      // Safari before 14 only has the deprecated listener API.
      if (typeof mql.addListener === 'function') {
        mql.addListener(onChange);
        return () => mql.removeListener(onChange);
      }
      return () => {};
    },
    [query],
  );
  const getSnapshot = () => getMediaQueryList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}

/** True when the visitor prefers reduced motion; reacts to changes of the OS setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** Non-hook check for event handlers. */
export function prefersReducedMotion(): boolean {
  return getMediaQueryList(REDUCED_MOTION_QUERY)?.matches ?? false;
}
