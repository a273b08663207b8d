// On `/` the server holds the shell's script tags back in a <template> (see
// server/src/http/landing-prerender.ts), so the landing page needs no framework to be read and
// used. They are added to the page only when something needs the app: the sign-in panel, the
// create-team flow. The shell then mounts the live landing page in place of the server-rendered
// one (shell/src/features/remotes/prerender.ts).

/** The server-rendered landing page's element (server/src/http/landing-prerender.ts). */
export const PRERENDER_ELEMENT_ID = 'tiix-prerender';
/** Set on that element once its controls work (e2e/bench reads it too). */
export const LIVE_ATTRIBUTE = 'data-live';

/**
 * True while the server-rendered page is on screen and working: the live page taking over from
 * it keeps the visitor where they are (they may have scrolled, followed a section link).
 */
export function serverPageIsLive(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(PRERENDER_ELEMENT_ID)?.hasAttribute(LIVE_ATTRIBUTE) === true;
}

/** The <template> holding the shell's deferred tags (server/src/http/landing-prerender.ts). */
export const SHELL_TEMPLATE_ID = 'tiix-shell';
const STARTED = 'data-tiix-shell';

function deferredTags(): Element[] {
  const template = document.getElementById(SHELL_TEMPLATE_ID);
  return template instanceof HTMLTemplateElement ? Array.from(template.content.children) : [];
}

/** Whether the shell has been started on this page (or is not held back at all). */
export function shellStarted(): boolean {
  return document.documentElement.hasAttribute(STARTED) || deferredTags().length === 0;
}

/**
 * Starts the shell: its held-back tags are added to the head, in order. Scripts parsed inside a
 * template never run, so each tag is created anew from the original's attributes. Idempotent.
 * `onFailed` runs if one of its scripts cannot be fetched (offline, a deploy part-way through):
 * the page that waits for the shell stops showing itself busy.
 */
export function startShell(onFailed?: () => void): void {
  if (shellStarted()) return;
  document.documentElement.setAttribute(STARTED, '');
  let failed = false;
  for (const original of deferredTags()) {
    const tag = document.createElement(original.localName);
    for (const { name, value } of Array.from(original.attributes)) tag.setAttribute(name, value);
    // Inserted scripts run as soon as loaded unless told otherwise: keep the document's order.
    if (tag instanceof HTMLScriptElement) {
      tag.async = false;
      tag.addEventListener('error', () => {
        if (failed) return;
        failed = true;
        onFailed?.();
      });
    }
    document.head.append(tag);
  }
}

let warmed = false;

/**
 * Fetches the shell's entry script ahead of a likely start (a pointer over "Sign in", a finger
 * on it), without running it, so the start that follows waits less.
 */
export function warmShell(): void {
  if (warmed || shellStarted()) return;
  warmed = true;
  for (const original of deferredTags()) {
    const src = original.localName === 'script' ? original.getAttribute('src') : null;
    if (!src) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', src);
    const crossOrigin = original.getAttribute('crossorigin');
    if (crossOrigin !== null) link.setAttribute('crossorigin', crossOrigin);
    document.head.append(link);
  }
}
