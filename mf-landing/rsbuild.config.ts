import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import mfConfig from './module-federation.config';
import { REMOTES, sharedAliases } from '../scripts/federation';
import { rsbuildConditionNames } from '../scripts/source-condition';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(mfConfig)],
  // Workspace packages built for Node (@tiix/domain) are bundled from their sources; the shared
  // packages provided in part reach the whole package under an alias (scripts/federation.ts).
  resolve: { conditionNames: rsbuildConditionNames, alias: sharedAliases(import.meta.dirname) },
  html: { title: 'Tiix · mf-landing (standalone)' },
  server: {
    port: REMOTES['mf-landing'].port,
    historyApiFallback: true,
    // MSW's service worker, shared by every remote's standalone dev host; not shipped.
    publicDir: { name: '../shared-data/public', copyOnBuild: false },
    // The shell's dev server (another localhost port) loads this remote.
    cors: { origin: /^http:\/\/localhost:\d+$/ },
  },
  // Chunks load from wherever the manifest was served, not from the host's origin.
  output: { assetPrefix: 'auto' },
});
