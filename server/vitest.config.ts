import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { vitestSourceAliases } from '../scripts/source-condition.js';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for Yoga; Vite would pick its .mjs entry for our
    // sources. Two copies break `instanceof GraphQLError`, so GraphQL error codes got masked.
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // Tests read @tiix/domain's sources, never a stale build of it.
      ...vitestSourceAliases,
    ],
  },
  test: {
    // The scoring lab's tests (scripts/scoring-lab) guard the fitted weights the runtime ships.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates once per run (PGlite snapshot or PostgreSQL template database).
    globalSetup: ['src/testing/global-setup.ts'],
    // Each PGlite takes ~700 MiB; two at a time fit on every machine we run on.
    maxWorkers: 2,
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
