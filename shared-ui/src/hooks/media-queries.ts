// The media queries and their one-off checks, without React: also used by pages' plain scripts
// (mf-landing's server-rendered landing page), which must not pull React in.

/** Matches below the product's 1024px mobile breakpoint (phones and small tablets). */
export const MOBILE_QUERY = '(max-width: 1023.98px)';
/** Matches when the visitor asked the OS for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The MediaQueryList for `query`, or null where matchMedia is missing or refuses it. */
export function getMediaQueryList(query: string): MediaQueryList | null {
  // jsdom and some embedded browsers have no matchMedia.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(query);
  } catch {
    return null;
  }
}

/** Non-hook check for event handlers. */
export function prefersReducedMotion(): boolean {
  return getMediaQueryList(REDUCED_MOTION_QUERY)?.matches ?? false;
}
