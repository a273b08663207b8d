import { afterEach, beforeEach } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.js';
import { testApp, type TestApp } from './app.js';
import { setupTestDatabase } from './db.js';

export interface TestAppWithDatabase extends TestApp {
  /** This file's database (emptied before each test). */
  db: Database;
  handle: DatabaseHandle;
}

/**
 * The preamble of a test file that calls the app: its own database (opened before all tests,
 * emptied before each) and an app with a recording mailer built anew before each test. The
 * fields are read when used, so use them inside tests or hooks.
 */
export function setupTestApp(env: Record<string, string | undefined> = {}): TestAppWithDatabase {
  const testDb = setupTestDatabase();
  let current: TestApp | undefined;
  beforeEach(() => {
    current = testApp(testDb.db, env);
  });
  const get = () => {
    if (!current) throw new Error('The test app is built before each test; use it inside tests.');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get deps() {
      return get().deps;
    },
    get mailer() {
      return get().mailer;
    },
    get db() {
      return testDb.db;
    },
    get handle() {
      return testDb.handle;
    },
    gql: (caller, query, variables) => get().gql(caller, query, variables),
    rest: (method, path, caller, body) => get().rest(method, path, caller, body),
  };
}

/**
 * Builds apps a test needs besides its file's own (a second instance, other settings) and closes
 * their live streams after each test, so that no stream outlives the test that opened it.
 */
export function closedAfterEach(): (db: Database, env?: Record<string, string>) => TestApp {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.deps.realtime.close();
  });
  return (db, env = {}) => {
    const app = testApp(db, env);
    apps.push(app);
    return app;
  };
}
