import { useDeferredValue, useEffect, useState } from 'react';

/**
 * How long a page holds its parts back while their data is on the way. Parts that answer within
 * it appear together, in one frame, so nothing already on screen moves as each one lands (a
 * placeholder replaced by a shorter list, a line inserted above the counters). Past it, the
 * placeholders show, so a slow network still sees the page taking shape.
 */
export const REVEAL_HOLD_MS = 400;

/** True once every part has settled (`settled`) or the hold is over, whichever is first. */
export function useRevealTogether(settled: boolean, holdMs = REVEAL_HOLD_MS): boolean {
  const [held, setHeld] = useState(true);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setHeld(false), holdMs);
    return () => clearTimeout(timer);
  }, [settled, holdMs]);
  // Revealing draws all the parts at once, the page's largest render after its first: deferred,
  // it runs at a transition's priority, in slices that yield to the browser, after the render of
  // the update that brought the last data (which shows nothing new).
  return useDeferredValue(settled || !held);
}
