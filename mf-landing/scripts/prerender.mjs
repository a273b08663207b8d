// Finishes the landing page's server-side half after the builds (rsbuild.prerender.config.ts):
// writes `dist/prerender/landing.html`, that is all of the page's CSS inlined, the tag of its
// own small script (copied next to the remote's other scripts) and the page's markup. The server
// serves it inside the shell's page for `/` (server/src/http/landing-prerender.ts).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(appDir, 'dist', '.prerender-build');
const islandBuilt = join(appDir, 'dist', '.island-build');
const { renderLanding } = await import(pathToFileURL(join(built, 'prerender.js')).href);
const cssDir = join(built, 'static', 'css');
const css = readdirSync(cssDir)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(join(cssDir, file), 'utf8'))
  .join('\n');

const islandDir = join(islandBuilt, 'static', 'js');
const island = readdirSync(islandDir).find((file) => /^island\.[0-9a-f]+\.js$/.test(file));
if (!island) throw new Error(`no island script in ${islandDir}`);
const scriptsDir = join(appDir, 'dist', 'static', 'js');
mkdirSync(scriptsDir, { recursive: true });
copyFileSync(join(islandDir, island), join(scriptsDir, island));
// `data-tiix-island` tells the server the page works on its own, so the shell may wait.
const islandTag = `<script defer data-tiix-island src="__TIIX_REMOTE_BASE__/static/js/${island}"></script>`;

const out = join(appDir, 'dist', 'prerender');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'landing.html'), `<style>${css}</style>${islandTag}${renderLanding()}`);
rmSync(built, { recursive: true, force: true });
rmSync(islandBuilt, { recursive: true, force: true });
console.log(`prerendered the landing page to ${join(out, 'landing.html')}`);
