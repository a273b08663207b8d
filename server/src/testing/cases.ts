import { expect } from 'vitest';

/**
 * Checks a function against a table: each row is its arguments followed by the value it must
 * return, so a test that pins many inputs reads as data. Pure, so plain unit tests import it
 * directly rather than through the kit's index (which loads the app).
 */
export function expectCases<A extends unknown[], R>(
  fn: (...args: A) => R,
  rows: readonly (readonly [...A, R])[],
): void {
  for (const row of rows) {
    const args = row.slice(0, -1) as unknown as A;
    expect(fn(...args), JSON.stringify(args)).toEqual(row[row.length - 1]);
  }
}
