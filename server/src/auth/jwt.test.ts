import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../testing/app.js';
import { InvalidAccessTokenError, signAccessToken, verifyAccessToken } from './jwt.js';

const subject = {
  userId: '6f1c1b3e-8a53-4d7f-9a55-2f0f3c1f9e01',
  defaultRole: 'user',
  allowedRoles: ['user', 'me'],
  isAnonymous: false,
};

afterEach(() => vi.useRealTimers());

describe('verifyAccessToken, remembering tokens it verified', () => {
  it('answers a token again with its claims, and refuses it once it has expired', async () => {
    const config = testConfig();
    const token = await signAccessToken(config, subject);
    const first = await verifyAccessToken(config, token);
    expect(first.sub).toBe(subject.userId);
    expect(await verifyAccessToken(config, token)).toEqual(first);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((first.exp + 1) * 1000);
    await expect(verifyAccessToken(config, token)).rejects.toMatchObject({
      name: 'InvalidAccessTokenError',
      expired: true,
    });
  });

  it('does not let a token verified under one key through under another', async () => {
    const config = testConfig();
    const token = await signAccessToken(config, subject);
    await verifyAccessToken(config, token);
    // Another data folder: another generated signing key.
    const other = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-jwt-other-')) });
    await expect(verifyAccessToken(other, token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  it('refuses a token altered after a verified one (the whole token is the key)', async () => {
    const config = testConfig();
    const token = await signAccessToken(config, subject);
    await verifyAccessToken(config, token);
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(verifyAccessToken(config, tampered)).rejects.toBeInstanceOf(
      InvalidAccessTokenError,
    );
  });
});
