// The shell's Module Federation runtime, created when the first remote is needed. The shell is
// built as a plain app (its React, router, store and data client in its own bundle, evaluated
// before the first render with no async share loading); the dashboard and the account pages need
// no remote. Remotes still get the shell's copies of every shared singleton: this instance
// provides them to the share scope, with the versions and ranges of a remote's build
// (scripts/federation.ts). docs/decisions/013-first-load.md.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';

/** Shared module -> the version the shell provides and the range it requires (rsbuild.config.ts). */
declare const TIIX_SHARED: Record<string, { version: string; requiredVersion: string }>;

/**
 * The shell's own copy of each shared module it has loaded before any remote (its first render
 * needs them), provided as loaded: a remote's build registering the same version would otherwise
 * replace a copy nobody has loaded yet with its own, and React, the router and the store would
 * exist twice. Narrowed shares are the part the apps use, under `sharedPartRequest`
 * (scripts/federation.ts).
 */
const loadedShares: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router': () => import('react-router-shared-part'),
  '@reduxjs/toolkit': () => import('@reduxjs/toolkit-shared-part'),
  'react-redux': () => import('react-redux'),
  urql: () => import('urql'),
  '@tiix/shared-ui': () => import('@tiix/shared-ui'),
  '@tiix/shared-data': () => import('@tiix/shared-data'),
};

/** Shared modules the shell does not run itself: fetched when a remote first asks. */
const onDemandShares: Record<string, () => Promise<unknown>> = {
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  graphql: () => import('graphql'),
};

/** Every shared module the shell provides; the keys are those of `sharedDependencies` (test). */
export const sharedPackages = [...Object.keys(loadedShares), ...Object.keys(onDemandShares)];

let instance: Promise<ModuleFederation> | null = null;

/** The shell's federation instance, created on first use. */
export function federation(): Promise<ModuleFederation> {
  instance ??= createFederation();
  return instance;
}

async function createFederation(): Promise<ModuleFederation> {
  const versions = (pkg: string) => {
    const { version, requiredVersion } = TIIX_SHARED[pkg]!;
    return { version, shareConfig: { singleton: true, requiredVersion } };
  };
  const loaded = await Promise.all(
    Object.entries(loadedShares).map(async ([pkg, load]) => {
      const mod = await load();
      return [pkg, { ...versions(pkg), lib: () => mod }] as const;
    }),
  );
  const onDemand = Object.entries(onDemandShares).map(
    ([pkg, load]) =>
      [
        pkg,
        {
          ...versions(pkg),
          get: async () => {
            const mod = await load();
            return () => mod;
          },
        },
      ] as const,
  );
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries([...loaded, ...onDemand]),
  });
}
