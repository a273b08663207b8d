import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Only Storybook's Rsbuild builder reads this: the kit itself ships as TypeScript source.
export default defineConfig({
  plugins: [pluginReact()],
});
