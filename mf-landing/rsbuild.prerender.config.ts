import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { rsbuildConditionNames } from '../scripts/source-condition';

// Two builds beside the browser one, both inside dist (ignored by git, lint and formatting) and
// finished by `scripts/prerender.mjs`, which removes their folders:
// - `prerender`: `src/prerender.tsx` for Node, so the landing page can be rendered to HTML. Asset
//   names follow the browser build's defaults (same folders, same content hashes), and the prefix
//   is a placeholder the server replaces with wherever this remote is served from.
// - `island`: `src/island.ts` for the browser, the small script that makes that HTML work on its
//   own (no React, no federation): one file, copied next to the remote's other scripts.
export default defineConfig({
  plugins: [pluginReact()],
  // Workspace packages built for Node (@tiix/domain) are bundled from their sources.
  resolve: { conditionNames: rsbuildConditionNames },
  environments: {
    prerender: {
      source: { entry: { prerender: './src/prerender.tsx' } },
      output: {
        target: 'node',
        emitCss: true,
        emitAssets: false,
        assetPrefix: '__TIIX_REMOTE_BASE__/',
        distPath: { root: 'dist/.prerender-build' },
        minify: { js: false, css: true },
        cleanDistPath: true,
      },
    },
    island: {
      source: { entry: { island: './src/island.ts' } },
      output: {
        target: 'web',
        distPath: { root: 'dist/.island-build' },
        cleanDistPath: true,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { htmlPlugin: false },
    },
  },
});
