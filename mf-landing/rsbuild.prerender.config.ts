import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Builds `src/prerender.tsx` for Node so `scripts/prerender.mjs` can render the landing page to
// HTML. Asset names follow the browser build's defaults (same folders, same content hashes), and
// the prefix is a placeholder the server replaces with wherever this remote is served from.
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { prerender: './src/prerender.tsx' } },
  output: {
    target: 'node',
    emitCss: true,
    emitAssets: false,
    assetPrefix: '__TIIX_REMOTE_BASE__/',
    // Inside dist (ignored by git, lint and formatting); scripts/prerender.mjs removes it.
    distPath: { root: 'dist/.prerender-build' },
    minify: { js: false, css: true },
    cleanDistPath: true,
  },
});
