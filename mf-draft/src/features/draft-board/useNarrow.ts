import { useSyncExternalStore } from 'react';

/** Phones and small tablets: the room stacks its panels and moves the queue into a tab. */
export const NARROW_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches;

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
