import { defineConfig } from 'vitest/config';
import { vitestSourceAliases } from '../scripts/source-condition';

export default defineConfig({
  // The apps' mocks import @tiix/domain: read its sources, never a stale build of it.
  resolve: { alias: vitestSourceAliases },
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
