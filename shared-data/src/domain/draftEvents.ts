/**
 * Window event fired when a draft is created, starts, pauses, resumes or completes, so parts of
 * the app in other remotes (the nav's Draft link) read the latest draft again.
 */
export const DRAFT_CHANGED_EVENT = 'tiix:draft-changed';

export function announceDraftChanged(draftId: string): void {
  globalThis.dispatchEvent?.(new CustomEvent(DRAFT_CHANGED_EVENT, { detail: { draftId } }));
}

/** Calls `listener` on every draft change announced in this window; returns the unsubscribe. */
export function onDraftChanged(listener: () => void): () => void {
  globalThis.addEventListener?.(DRAFT_CHANGED_EVENT, listener);
  return () => globalThis.removeEventListener?.(DRAFT_CHANGED_EVENT, listener);
}
