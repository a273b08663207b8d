// Renders the landing page to `dist/prerender/landing.html` after both builds: the page's
// markup with all of its CSS inlined in front of it. The server serves it inside the shell's
// page for `/` (server/src/http/landing-prerender.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(appDir, 'dist', '.prerender-build');
const { renderLanding } = await import(pathToFileURL(join(built, 'prerender.js')).href);
const cssDir = join(built, 'static', 'css');
const css = readdirSync(cssDir)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(join(cssDir, file), 'utf8'))
  .join('\n');
const out = join(appDir, 'dist', 'prerender');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'landing.html'), `<style>${css}</style>${renderLanding()}`);
rmSync(built, { recursive: true, force: true });
console.log(`prerendered the landing page to ${join(out, 'landing.html')}`);
