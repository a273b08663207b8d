import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { SHARED_DATA_VERSION, majorOf } from './version';

describe('SHARED_DATA_VERSION', () => {
  it('is the package version the federation shares', () => {
    expect(SHARED_DATA_VERSION).toBe(pkg.version);
  });

  it('reads the major of a version', () => {
    expect(majorOf('2.0.0')).toBe(2);
    expect(majorOf('10.1.3')).toBe(10);
    expect(majorOf(undefined)).toBeNull();
    expect(majorOf('latest')).toBeNull();
  });
});
