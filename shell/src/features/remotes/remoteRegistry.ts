import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadTabs } from '@tiix/shared-ui';

/** The remote apps the shell knows, by package name. */
export type RemoteName = 'mf-landing' | 'mf-wizard' | 'mf-teams' | 'mf-draft' | 'mf-payments';

/** What every remote exposes as `./App`: its pages by key, each lazily loaded. */
export interface RemoteModule {
  pages: Record<string, LazyExoticComponent<ComponentType>>;
  /** The @tiix/shared-data version the remote was built with (absent in older builds). */
  sharedDataVersion?: string;
}

/** Federation names are identifiers: `mf-teams` -> `mf_teams`. */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

let manifestPromise: Promise<Record<string, string>> | null = null;

/** Fetches the remotes map (name -> mf-manifest.json URL) from the server, once per page load. */
export function fetchRemotesMap(): Promise<Record<string, string>> {
  manifestPromise ??= fetch('/remotes.json', { cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
      return (await res.json()) as Record<string, string>;
    })
    .catch((error: unknown) => {
      manifestPromise = null; // let Retry fetch it again
      throw error;
    });
  return manifestPromise;
}

const registered = new Set<RemoteName>();

/**
 * Registers the remote from the run-time map and loads its `./App` module. `retry` re-registers
 * it with `force` so a remote that failed before is fetched again instead of served from the
 * failed cache.
 */
export async function loadRemoteApp(remote: RemoteName, retry = false): Promise<RemoteModule> {
  // The federation runtime is a chunk of its own, fetched beside the remotes map.
  const [map, { federation }] = await Promise.all([fetchRemotesMap(), import('./federation')]);
  const entry = map[remote];
  if (!entry) throw new Error(`The remote ${remote} is not in remotes.json`);
  const host = await federation();
  if (!registered.has(remote) || retry) {
    host.registerRemotes([{ name: federationName(remote), entry }], {
      force: registered.has(remote),
    });
    registered.add(remote);
  }
  // Remote pages render with the UI kit's tabs in (fetched beside the remote, not after it).
  const [mod] = await Promise.all([
    host.loadRemote<RemoteModule>(`${federationName(remote)}/App`),
    preloadTabs(),
  ]);
  if (!mod?.pages) throw new Error(`The remote ${remote} did not expose its pages`);
  return mod;
}
