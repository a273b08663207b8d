import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '../scripts/federation';

// Remotes are registered at run time from /remotes.json, never baked in here.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(import.meta.dirname),
  dts: false,
  // The runtime runs in browsers only: its Node loading paths are left out of the entry.
  experiments: { optimization: { target: 'web' } },
});
