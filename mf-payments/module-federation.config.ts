import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '../scripts/federation';

export default createModuleFederationConfig({
  name: 'mf_payments',
  exposes: { './App': './src/export-app.tsx' },
  shared: sharedDependencies(import.meta.dirname),
  dts: false,
});
