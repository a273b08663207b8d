import { defineConfig } from 'vitest/config';
import { vitestSourceAliases } from '../scripts/source-condition';

export default defineConfig({
  // Tests read @tiix/domain's sources, never a stale build of it.
  resolve: { alias: vitestSourceAliases },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Whole-page journeys through MSW; shared CI machines are slow.
    testTimeout: 30_000,
  },
});
