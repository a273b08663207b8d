import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { rsbuildConditionNames } from '../scripts/source-condition';

// Only Storybook's Rsbuild builder reads this: the kit itself ships as TypeScript source.
export default defineConfig({
  plugins: [pluginReact()],
  // The remotes' stories reach @tiix/domain (through shared-data): bundled from its sources.
  resolve: { conditionNames: rsbuildConditionNames },
});
