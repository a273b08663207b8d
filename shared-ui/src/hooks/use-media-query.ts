import { useCallback, useSyncExternalStore } from 'react';
import { getMediaQueryList, REDUCED_MOTION_QUERY } from './media-queries';

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
