// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, MOCK_USER, mockAuthBackend } from '../mocks/auth';
import { AUTH_STORAGE_PREFIX } from './constants';
import type { AuthClient } from './AuthClient';
import { flushMessages, makeClient, memoryStorage } from './testing/helpers';
import { setupMswServer } from '../testing/msw';

// Two AuthClient instances on one storage and one BroadcastChannel name are two tabs.

setupMswServer(...authHandlers);
const open: AuthClient[] = [];
const REFRESH_KEY = `${AUTH_STORAGE_PREFIX}refreshToken`;

beforeEach(() => mockAuthBackend.reset());
afterEach(() => {
  for (const client of open.splice(0)) client.dispose();
});

async function twoTabs() {
  const storage = memoryStorage();
  const a = makeClient(storage);
  const b = makeClient(storage);
  open.push(a.client, b.client);
  await Promise.all([a.client.start(), b.client.start()]);
  return { storage, a, b };
}

/** Waits for channel messages to arrive (they take a few turns of the event loop). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i++) await flushMessages(1);
  expect(condition()).toBe(true);
}

describe('sessions shared across tabs', () => {
  it('a sign-in in one tab signs the other tab in', async () => {
    const { a, b } = await twoTabs();
    expect(b.client.getSession()).toBeNull();
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    await until(() => b.client.getSession() !== null);
    expect(b.client.getUser()?.email).toBe(MOCK_USER.email);
    expect(b.events.map((e) => e.event)).toEqual(['SIGNED_IN']);
  });

  it('a sign-out in one tab signs the other tab out', async () => {
    const { a, b, storage } = await twoTabs();
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    await until(() => b.client.getSession() !== null);
    const device = a.client.getSession()!.refreshTokenId;

    const result = await a.client.signOut();
    expect(result.success).toBe(true);
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
    expect(mockAuthBackend.devices.has(device)).toBe(false);
    await until(() => b.client.getSession() === null);
    expect(b.events.map((e) => e.event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    expect(a.events.map((e) => e.event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('a tab opened later picks up the stored session', async () => {
    const { a, storage } = await twoTabs();
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    const late = makeClient(storage);
    open.push(late.client);
    await late.client.start();
    expect(late.client.getUser()?.email).toBe(MOCK_USER.email);
    // The import rotated the token; the first tab adopts the result instead of reusing its own.
    await until(() => a.client.getSession()?.accessToken === late.client.getAccessToken());
    const refreshed = await a.client.refreshSession();
    expect(refreshed).not.toBeNull();
    await until(() => late.client.getAccessToken() === refreshed!.accessToken);
  });

  it('deleting the account signs every tab out', async () => {
    const { a, b } = await twoTabs();
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    await until(() => b.client.getSession() !== null);
    expect((await a.client.deleteAccount()).success).toBe(true);
    expect(mockAuthBackend.accounts.has(MOCK_USER.email)).toBe(false);
    await until(() => b.client.getSession() === null);
  });
});
