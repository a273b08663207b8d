/**
 * The version of @tiix/shared-data (its package.json version; `version.test.ts` keeps them equal).
 * Two readings meet at run time: the shell's copy, which every app uses as the federation
 * singleton (`import { SHARED_DATA_VERSION } from '@tiix/shared-data'`), and the copy a remote was
 * built with (`@tiix/shared-data/version`, a subpath the federation does not share, so it is
 * bundled into the remote). A different major means the remote expects another API: the shell
 * shows a contained message in the remote's place instead of running it.
 */
export const SHARED_DATA_VERSION = '3.0.0';

/** The major of a semver string, or null when it is not one. */
export function majorOf(version: string | undefined | null): number | null {
  const match = /^(\d+)\./.exec(version ?? '');
  return match ? Number(match[1]) : null;
}
