import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates once per run (PGlite snapshot or PostgreSQL template database).
    globalSetup: ['src/testing/global-setup.ts'],
    // Each PGlite takes ~700 MiB; two at a time fit on every machine we run on.
    maxWorkers: 2,
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
