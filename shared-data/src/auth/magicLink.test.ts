// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, MOCK_USER, mockAuthBackend } from '../mocks/auth';
import { AUTH_MESSAGES } from './messages';
import { makeClient, memoryStorage, useFakeClock } from './testing/helpers';
import type { AuthClient } from './AuthClient';
import { setupMswServer } from '../testing/msw';

const server = setupMswServer(...authHandlers);
const PATH = '*/v1/auth/signin/passwordless/email';
let client: AuthClient;
let started: number;
let attempts: number[];

beforeEach(async () => {
  mockAuthBackend.reset();
  useFakeClock();
  client = makeClient(memoryStorage(), { crossTab: false }).client;
  await client.start();
  started = Date.now();
  attempts = [];
});
afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

/** Seconds since the test began at which each try reached the service. */
const at = () => attempts.map((t) => (t - started) / 1000);

function answer(resolver: (attempt: number) => Response | Promise<Response>) {
  server.use(
    http.post(PATH, () => {
      attempts.push(Date.now());
      return resolver(attempts.length);
    }),
  );
}

describe('magic link (3 tries, 10 s each, 1 s x attempt apart)', () => {
  it('sends the link and says so', async () => {
    answer(() => HttpResponse.json('OK'));
    const result = await client.signInMagicLink('fan@example.com');
    expect(result).toEqual({ success: true, message: 'Check your email for the magic link!' });
    expect(at()).toEqual([0]);
  });

  it('retries network errors after 1 s and 2 s, then gives the final message', async () => {
    answer(() => HttpResponse.error());
    const pending = client.signInMagicLink('fan@example.com');
    await vi.advanceTimersByTimeAsync(3_000);
    const result = await pending;
    expect(at()).toEqual([0, 1, 3]);
    expect(result).toEqual({
      success: false,
      message:
        'Unable to send magic link. Please try again in a few moments or contact support if the problem persists.',
      error: { status: 0, error: 'network', message: 'Network Error' },
    });
  });

  it('gives each try 10 s, warns once at 15 s, and fails after the third time-out', async () => {
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json('OK');
    });
    const onSlow = vi.fn();
    let result: Awaited<ReturnType<AuthClient['signInMagicLink']>> | undefined;
    void client.signInMagicLink('fan@example.com', { onSlow }).then((r) => (result = r));

    await vi.advanceTimersByTimeAsync(14_999);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(AUTH_MESSAGES.magicLinkSlow).toBe(
      'Request is taking longer than expected. Please check your internet connection and try again.',
    );
    await vi.advanceTimersByTimeAsync(32_999 - 15_000);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // Tries at 0 s, 10 + 1 = 11 s, 21 + 2 = 23 s; the last one times out at 33 s.
    expect(at()).toEqual([0, 11, 23]);
    expect(result).toMatchObject({ success: false, message: AUTH_MESSAGES.magicLinkFailed });
    expect(result?.error?.error).toBe('timeout');
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('succeeds on a later try without the slow warning when that is quick', async () => {
    answer((n) => (n < 2 ? HttpResponse.error() : HttpResponse.json('OK')));
    const onSlow = vi.fn();
    const pending = client.signInMagicLink('fan@example.com', { onSlow });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toEqual({ success: true, message: AUTH_MESSAGES.magicLinkSent });
    expect(at()).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onSlow).not.toHaveBeenCalled();
  });

  it('shows a service answer as returned, without retrying', async () => {
    answer(() =>
      HttpResponse.json(
        { status: 429, error: 'too-many-requests', message: 'Too many requests' },
        { status: 429 },
      ),
    );
    const result = await client.signInMagicLink('fan@example.com');
    expect(result).toEqual({
      success: false,
      message: 'Too many requests',
      error: { status: 429, error: 'too-many-requests', message: 'Too many requests' },
    });
    expect(at()).toEqual([0]);
  });

  it('sends the callback address as the redirect, and short-circuits when signed in', async () => {
    let sent: unknown;
    server.use(
      http.post(PATH, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json('OK');
      }),
    );
    await client.signInMagicLink('fan@example.com');
    expect(sent).toEqual({
      email: 'fan@example.com',
      options: { redirectTo: 'http://tiix.test/auth/callback' },
    });
    await client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    expect(await client.signInMagicLink('fan@example.com')).toEqual({
      success: true,
      message: 'Already signed in!',
    });
  });
});
