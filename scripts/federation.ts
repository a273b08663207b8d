/**
 * Build-time settings shared by the federation host (shell) and every remote, so the
 * singletons and ports are declared once.
 */
import { createRequire } from 'node:module';

/** Remote apps: package name -> federation name and standalone dev port. */
export const REMOTES = {
  'mf-landing': { name: 'mf_landing', port: 3011 },
  'mf-wizard': { name: 'mf_wizard', port: 3012 },
  'mf-teams': { name: 'mf_teams', port: 3013 },
  'mf-draft': { name: 'mf_draft', port: 3014 },
  'mf-payments': { name: 'mf_payments', port: 3015 },
} as const;

export type RemotePackage = keyof typeof REMOTES;

export const SHELL_DEV_PORT = 3010;
export const SERVER_PORT = 3000;

const singletons = [
  'react',
  'react-dom',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'urql',
  'graphql',
  '@tiix/shared-ui',
  '@tiix/shared-data',
] as const;

/**
 * Shared modules, all singletons. `appDir` is the app's folder so versions resolve from
 * the app's own dependencies; workspace packages need an explicit requiredVersion.
 */
export function sharedDependencies(appDir: string) {
  const req = createRequire(`${appDir}/package.json`);
  const version = (pkg: string) =>
    `^${(req(`${pkg}/package.json`) as { version: string }).version}`;
  const shared: Record<string, { singleton: true; requiredVersion: string; eager?: boolean }> = {};
  for (const pkg of singletons) shared[pkg] = { singleton: true, requiredVersion: version(pkg) };
  // Subpath entries of react and react-dom are separate modules to the share scope.
  for (const sub of ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client']) {
    const base = sub.startsWith('react-dom') ? 'react-dom' : 'react';
    shared[sub] = { singleton: true, requiredVersion: version(base) };
  }
  return shared;
}
