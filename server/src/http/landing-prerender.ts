import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where mf-landing's build writes the landing page rendered to HTML (mf-landing/scripts/prerender.mjs). */
export const LANDING_PRERENDER_FILE = join('mf-landing', 'dist', 'prerender', 'landing.html');
/** Stands for the remote's base URL in the prerendered asset links. */
const REMOTE_BASE = '__TIIX_REMOTE_BASE__/';
/** The element the shell removes once the live landing page has mounted (shell/src/features/remotes/prerender.ts). */
export const PRERENDER_ELEMENT_ID = 'tiix-prerender';

/** The shell's own tags in its page's head that load the app: scripts, styles, preloads. */
const SHELL_TAG =
  /<script\b[^>]*\bsrc=[^>]*><\/script>|<link\b[^>]*\brel="(?:stylesheet|preload|modulepreload)"[^>]*>/g;
/** The landing page's own script, first in the fragment after the styles (mf-landing/scripts/prerender.mjs). */
const ISLAND_TAG = /^<script\b[^>]*\bdata-tiix-island\b[^>]*><\/script>/;
/** The <template> that holds the shell's tags back on `/` (mf-landing/src/features/landing/island/shell.ts). */
export const SHELL_TEMPLATE_ID = 'tiix-shell';

/**
 * The shell's page for `/` with the landing page's prerendered HTML in it: its styles in the head
 * and its markup before the app's root, so text and hero paint before any script has loaded.
 * `remoteBase` is the URL mf-landing is served from (its assets are linked from there). Without a
 * prerendered file the shell's page is returned unchanged.
 *
 * When the fragment brings its own script (a build of mf-landing that has one), the page works
 * with that script alone: the shell's tags are held back in a <template>, which that script turns
 * into real tags when the visitor needs the app (sign-in, the create-team flow). Otherwise the
 * copy is inert and the shell starts at once and replaces it.
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
  const island = ISLAND_TAG.exec(fragment.slice(style.length))?.[0] ?? '';
  const markup = fragment.slice(style.length + island.length);
  // The hero's poster is fetched from the head, at an image's usual priority: the largest paint
  // on a phone is the hero's text, which must not wait behind the picture on a slow connection.
  const poster = /poster="([^"]+)"/.exec(markup)?.[1] ?? /<img[^>]+src="([^"]+)"/.exec(markup)?.[1];
  const preload = poster ? `<link rel="preload" as="image" href="${poster}">` : '';
  // The first frame waits until the page's main heading is parsed (render-blocking `expect`
  // link): on a slow phone the parser otherwise yields after the top bar, so the first frame
  // shows the bar alone and the heading, the largest paint, comes one or more frames later.
  // Browsers without it paint as before.
  const headingId = /<h1\b[^>]*\bid="([^"]+)"/.exec(markup)?.[1];
  const expect = headingId ? `<link rel="expect" href="#${headingId}" blocking="render">` : '';
  const root = '<div id="root">';
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || !html.includes(root)) return html;
  if (!island) {
    return (
      html
        .replace('</head>', () => `${expect}${preload}${style}</head>`)
        // Inert: a picture of the page until the live one replaces it, so a click or a screen
        // reader never acts on controls that do nothing yet. (Replacer functions: the markup's
        // "$" signs are text, not replacement patterns.)
        .replace(root, () => `<div id="${PRERENDER_ELEMENT_ID}" inert>${markup}</div>${root}`)
    );
  }
  const shellTags = html.slice(0, headEnd).match(SHELL_TAG) ?? [];
  const head = html.slice(0, headEnd).replace(SHELL_TAG, '');
  return `${head}${expect}${preload}${style}${island}${html.slice(headEnd)}`.replace(
    root,
    () =>
      `<div id="${PRERENDER_ELEMENT_ID}">${markup}</div>` +
      `<template id="${SHELL_TEMPLATE_ID}">${shellTags.join('')}</template>${root}`,
  );
}
