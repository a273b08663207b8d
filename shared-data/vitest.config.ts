import { defineConfig } from 'vitest/config';
import { vitestSourceAliases } from '../scripts/source-condition';

export default defineConfig({
  // Tests read @tiix/domain's sources, never a stale build of it.
  resolve: { alias: vitestSourceAliases },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
