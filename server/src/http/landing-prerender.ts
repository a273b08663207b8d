import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where mf-landing's build writes the landing page rendered to HTML (mf-landing/scripts/prerender.mjs). */
export const LANDING_PRERENDER_FILE = join('mf-landing', 'dist', 'prerender', 'landing.html');
/** Stands for the remote's base URL in the prerendered asset links. */
const REMOTE_BASE = '__TIIX_REMOTE_BASE__/';
/** The element the shell removes once the live landing page has mounted (shell/src/features/remotes/prerender.ts). */
export const PRERENDER_ELEMENT_ID = 'tiix-prerender';

/**
 * The shell's page for `/` with the landing page's prerendered HTML in it: its styles in the head
 * and its markup before the app's root, so text and hero paint before any script has loaded.
 * `remoteBase` is the URL mf-landing is served from (its assets are linked from there). Without a
 * prerendered file the shell's page is returned unchanged.
 */
export function withLandingPrerender(html: string, staticRoot: string, remoteBase: string): string {
  let fragment: string;
  try {
    fragment = readFileSync(join(staticRoot, LANDING_PRERENDER_FILE), 'utf8');
  } catch {
    return html;
  }
  const base = remoteBase.endsWith('/') ? remoteBase : `${remoteBase}/`;
  fragment = fragment.replaceAll(REMOTE_BASE, base);
  const styleEnd = fragment.startsWith('<style>') ? fragment.indexOf('</style>') : -1;
  const style = styleEnd === -1 ? '' : fragment.slice(0, styleEnd + '</style>'.length);
  const markup = fragment.slice(style.length);
  // The hero's poster is the largest thing on a phone screen: fetch it with the styles.
  const poster = /poster="([^"]+)"/.exec(markup)?.[1] ?? /<img[^>]+src="([^"]+)"/.exec(markup)?.[1];
  const preload = poster
    ? `<link rel="preload" as="image" href="${poster}" fetchpriority="high">`
    : '';
  const root = '<div id="root">';
  if (!html.includes('</head>') || !html.includes(root)) return html;
  return (
    html
      .replace('</head>', `${preload}${style}</head>`)
      // Inert: a picture of the page until the live one replaces it, so a click or a screen
      // reader never acts on controls that do nothing yet.
      .replace(root, `<div id="${PRERENDER_ELEMENT_ID}" inert>${markup}</div>${root}`)
  );
}
