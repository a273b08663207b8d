import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
// A throwaway data directory so each run starts on an empty embedded database.
const dataDir = mkdtempSync(join(tmpdir(), 'tiix-e2e-'));

export default defineConfig({
  testDir: './specs',
  // Whole-flow tests (sign up through the mailbox, rank and reload, an axe scan of the landing)
  // take 20-30 s on a 2-core machine running two workers: 60 s leaves room without hiding a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../server/dist/main.js',
        url: `${baseURL}/readyz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          // Links in e-mails point back at this server.
          PUBLIC_URL: baseURL,
          // Every spec signs in from 127.0.0.1; the limits themselves are covered by server tests.
          AUTH_RATE_LIMIT_ENABLE: 'false',
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          // The specs read sign-in links from /dev/mailbox.json (from 127.0.0.1): off by default
          // in production, so turned on explicitly here.
          DEV_MAILBOX_ENABLED: 'true',
          LOG_LEVEL: 'warn',
          // The payments specs pay with the sandbox's test cards: never on without asking.
          PAYMENTS_PROVIDER: 'sandbox',
          // The handoff spec runs the ticket reminders as of days ahead (loopback only).
          TEST_CLOCK_ENABLED: 'true',
          ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        },
      },
});
