import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { SERVER_PORT, SHELL_DEV_PORT, sharedAliases, sharedVersions } from '../scripts/federation';
import { rsbuildConditionNames } from '../scripts/source-condition';

const api = `http://localhost:${process.env.SERVER_PORT ?? SERVER_PORT}`;

export default defineConfig({
  // No federation plugin: the shell bundles its shared packages as any app does and creates the
  // federation runtime when it first loads a remote (src/features/remotes/federation.ts), so the
  // dashboard renders without loading the runtime or its shares first.
  plugins: [pluginReact()],
  // Workspace packages built for Node (@tiix/domain) are bundled from their sources; the shared
  // packages provided in part reach the whole package under an alias (scripts/federation.ts).
  resolve: { conditionNames: rsbuildConditionNames, alias: sharedAliases(import.meta.dirname) },
  source: {
    define: {
      TIIX_SHARED: JSON.stringify(sharedVersions(import.meta.dirname)),
      // The runtime runs in browsers only: its Node loading paths are left out (what the
      // federation plugin's `experiments.optimization.target: 'web'` sets in the remotes).
      ENV_TARGET: JSON.stringify('web'),
    },
  },
  html: {
    // Declares the page language (screen readers, translation).
    template: './index.html',
    title: 'Tiix · Share season tickets with friends',
    meta: {
      description:
        'Tiix: share season tickets with friends. Rank games, draft them live, settle up.',
      'theme-color': '#0b1b36',
    },
  },
  server: {
    port: SHELL_DEV_PORT,
    cors: true,
    historyApiFallback: true,
    // In dev the shell asks the real server for APIs and the remotes map.
    proxy: {
      '/v1': api,
      '/api': api,
      '/remotes.json': api,
      '/healthz': api,
      '/readyz': api,
      '/logos': api,
      '/dev': api,
    },
  },
  output: { assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
