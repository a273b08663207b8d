// The server sends `/` with the landing page already rendered to HTML in this element
// (server/src/http/landing-prerender.ts), so it paints before any script. With mf-landing's own
// small script it works without the shell, which starts only when the visitor needs the app (the
// sign-in panel, the create-team flow; docs/decisions/013-first-load.md). Once the shell runs on
// `/`, the element stands in for the landing remote while that loads, and goes as soon as the live
// page (or its fallback) is on screen.
const PRERENDER_ELEMENT_ID = 'tiix-prerender';

/** True while the server-rendered landing page is still on screen. */
export function hasPrerender(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PRERENDER_ELEMENT_ID) !== null;
}

/** Takes the server-rendered landing page off the screen. */
export function removePrerender(): void {
  if (typeof document !== 'undefined') document.getElementById(PRERENDER_ELEMENT_ID)?.remove();
}
