import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../app.js';
import { composeApp } from '../../../composition.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { createLogger } from '../../../logger.js';
import type { Mailer, OutgoingMail } from '../../../mail/mailer.js';
import { testConfig } from '../../../testing/app.js';

// The app of the passkey, provider and SMS tests: rate limits off (each test file sends many
// sign-in requests from one address) and a mailer that records what it would send.

// Bodies are checked field by field in the tests; typing each reply would only add casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test replies are checked field by field
export type Json = any;

export interface ExternalTestApp {
  app: Hono;
  config: Config;
  mails: OutgoingMail[];
  /** POSTs JSON (optionally with a Bearer token) and returns status and parsed body. */
  post(path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }>;
  get(path: string, token?: string): Promise<{ status: number; body: Json }>;
  del(path: string, token?: string): Promise<{ status: number; body: Json }>;
}

export function createExternalTestApp(
  db: Database,
  env: Record<string, string | undefined> = {},
): ExternalTestApp {
  const config = testConfig({
    // One key file for every test file of the run instead of a fresh RSA key each time.
    DATA_DIR: join(tmpdir(), 'tiix-auth-external-tests'),
    AUTH_RATE_LIMIT_ENABLE: 'false',
    AUTH_CLIENT_URL: 'http://localhost:3000',
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
  };
  const app = createApp(composeApp({ config, db, logger, mailer }));

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await app.request(`/v1/auth${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  return {
    app,
    config,
    mails,
    post: (path, body, token) => call('POST', path, body ?? {}, token),
    get: (path, token) => call('GET', path, undefined, token),
    del: (path, token) => call('DELETE', path, undefined, token),
  };
}
