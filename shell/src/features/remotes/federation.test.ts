// @vitest-environment node
// scripts/federation.ts finds its files from its own file: URL, which jsdom would not give.
import { describe, expect, it } from 'vitest';
import { sharedDependencies } from '../../../../scripts/federation';
import { sharedPackages } from './federation';

describe("the shell's federation runtime", () => {
  it('provides every shared module a remote is built to ask for, and no other', () => {
    const shellDir = new URL('../../../', import.meta.url).pathname;
    expect([...sharedPackages].sort()).toEqual(Object.keys(sharedDependencies(shellDir)).sort());
  });
});
