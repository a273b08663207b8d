import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printTypeDefs } from './schema.js';

describe('server/schema.graphql', () => {
  it('is the current SDL of every module (run `pnpm --filter @tiix/server schema:print`)', () => {
    const checkedIn = readFileSync(
      fileURLToPath(new URL('../../schema.graphql', import.meta.url)),
      'utf8',
    );
    expect(checkedIn).toBe(printTypeDefs());
  });
});
