import { defineConfig } from 'vitest/config';
import { vitestSourceAliases } from '../scripts/source-condition';
import { vitestSharedPartAliases } from '../scripts/federation';

export default defineConfig({
  // Tests read @tiix/domain's sources, never a stale build of it. The shell's federation runtime
  // imports the narrowed shares' parts under names of their own (scripts/federation.ts).
  resolve: { alias: [...vitestSourceAliases, ...vitestSharedPartAliases()] },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
  },
});
