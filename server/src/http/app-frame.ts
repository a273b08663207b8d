import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which frame an app address gets (shell/src/features/layout/AppFrame.tsx): the dashboard, at
 * `/app`, its heading; any other app page the bar alone. Null outside the app area.
 */
export function appFramePage(path: string): 'dashboard' | 'other' | null {
  if (path === '/app' || path === '/app/') return 'dashboard';
  return path.startsWith('/app/') ? 'other' : null;
}

/** The shell's own stylesheet links in its page (`/static/css/index.<hash>.css`). */
const SHELL_STYLESHEET = /<link\b[^>]*\bhref="(\/static\/css\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The shell's page for an app address with the app's frame already in `#root`: the bar and, on
 * the dashboard, its heading paint from the first response instead of a blank page until every
 * script has run. React replaces the frame on its first render. The frames are the shell's
 * build output (`shell/dist/app-frame-*.html`, from its public folder), read per request like
 * the page itself; without them the page is returned unchanged.
 *
 * The shell's stylesheet comes inline (about 6 KB compressed): the frame paints as soon as the
 * page has arrived, without waiting for another request on a slow connection. Only app pages
 * carry it; the others keep the cached file.
 */
export function withAppFrame(html: string, staticRoot: string, path: string): string {
  const page = appFramePage(path);
  const root = '<div id="root"></div>';
  if (!page || !html.includes(root)) return html;
  const dist = join(staticRoot, 'shell', 'dist');
  let frame: string;
  try {
    frame = readFileSync(join(dist, `app-frame-${page}.html`), 'utf8');
  } catch {
    return html;
  }
  // Replacer functions: any "$" in the markup or the styles is text, not a replacement pattern.
  return html
    .replace(SHELL_STYLESHEET, (link, href: string) => {
      if (!/\brel="stylesheet"/.test(link)) return link;
      try {
        const css = readFileSync(join(dist, href), 'utf8');
        // A stylesheet never holds "</style"; if it did, the link stays.
        return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
      } catch {
        return link;
      }
    })
    .replace(root, () => `<div id="root">${frame.trim()}</div>`);
}
