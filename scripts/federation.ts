/**
 * Build-time settings shared by the federation host (shell) and every remote, so the
 * singletons and ports are declared once.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * Shared packages provided as a part of themselves: a module of `scripts/shared/` that re-exports
 * the names the apps use (lint keeps the apps to them). A shared module is bundled with all its
 * exports, since any remote may ask for any, so the whole of these would load before the first
 * page; a new name there means rebuilding every app (scripts/build-changed.mjs hashes the lists).
 */
const narrowed: Partial<Record<(typeof singletons)[number], string>> = {
  'react-router': fileURLToPath(new URL('./shared/react-router.js', import.meta.url)),
  '@reduxjs/toolkit': fileURLToPath(new URL('./shared/reduxjs-toolkit.js', import.meta.url)),
};

/** The request under which a narrowed share's module reaches the real package. */
const packageRequest = (pkg: string) => `${pkg}-package`;

/**
 * The request under which the shell imports a narrowed share's part to provide it at run time
 * (shell/src/features/remotes/federation.ts): the shell is no federation build of its own.
 */
export const sharedPartRequest = (pkg: string) => `${pkg}-shared-part`;

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
}

/**
 * Shared modules, all singletons. `appDir` is the app's folder so versions resolve from
 * the app's own dependencies; workspace packages need an explicit requiredVersion.
 */
export function sharedDependencies(appDir: string) {
  const req = createRequire(`${appDir}/package.json`);
  const exact = (pkg: string) => (req(`${pkg}/package.json`) as { version: string }).version;
  const version = (pkg: string) => `^${exact(pkg)}`;
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of singletons) {
    shared[pkg] = { singleton: true, requiredVersion: version(pkg) };
    const part = narrowed[pkg];
    // The package's own version, not that of the package.json nearest to the module.
    if (part) Object.assign(shared[pkg], { import: part, version: exact(pkg) });
  }
  // Subpath entries of react and react-dom are separate modules to the share scope.
  for (const sub of ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client']) {
    const base = sub.startsWith('react-dom') ? 'react-dom' : 'react';
    shared[sub] = { singleton: true, requiredVersion: version(base) };
  }
  return shared;
}

/**
 * The version each shared module is provided with and the range the shell requires, for the
 * shell's run-time federation (`TIIX_SHARED` in shell/rsbuild.config.ts), from the same list and
 * versions as a remote's build.
 */
export function sharedVersions(
  appDir: string,
): Record<string, { version: string; requiredVersion: string }> {
  return Object.fromEntries(
    Object.entries(sharedDependencies(appDir)).map(([key, config]) => [
      key,
      // Each range is `^` and the exact version the app resolves.
      {
        version: config.version ?? config.requiredVersion.replace(/^\^/, ''),
        requiredVersion: config.requiredVersion,
      },
    ]),
  );
}

/** Vitest's aliases for the shell's `sharedPartRequest`s (the modules of `scripts/shared/`). */
export function vitestSharedPartAliases(): { find: RegExp; replacement: string }[] {
  return Object.entries(narrowed).map(([pkg, part]) => ({
    find: new RegExp(`^${sharedPartRequest(pkg).replace(/[/.]/g, '\\$&')}$`),
    replacement: part,
  }));
}

/**
 * Rsbuild's `resolve.alias` for the narrowed shares: their modules import the real package under
 * another name, since a plain import of it would ask the share scope for themselves; the shell
 * imports each module itself under `sharedPartRequest`. With them, the federation runtime's
 * aliases below.
 */
export function sharedAliases(appDir: string): Record<string, string> {
  const req = createRequire(`${appDir}/package.json`);
  return {
    ...Object.fromEntries(
      Object.keys(narrowed).map((pkg) => [
        `${packageRequest(pkg)}$`,
        dirname(req.resolve(`${pkg}/package.json`)),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(narrowed).map(([pkg, part]) => [`${sharedPartRequest(pkg)}$`, part]),
    ),
    ...federationRuntimeAliases(appDir),
  };
}

/**
 * The federation runtime as ES modules. Rspack's federation plugin brings in its runtime at the
 * path Node's `require.resolve` gives, the CommonJS build, which keeps every export of the runtime
 * and of its SDK (CommonJS is not tree-shaken). Aliased to the ES build of the same files, only
 * what runs stays: the shell's entry went from 31.4 to 26.3 KB compressed. The runtime is found
 * the way the plugin finds it (through @module-federation/runtime-tools); a package without an ES
 * build beside its CommonJS one keeps the CommonJS one.
 */
function federationRuntimeAliases(appDir: string): Record<string, string> {
  const app = createRequire(`${appDir}/package.json`);
  const tools = createRequire(
    createRequire(app.resolve('@module-federation/enhanced')).resolve(
      '@module-federation/runtime-tools',
    ),
  );
  const aliases: Record<string, string> = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const commonJs = tools.resolve(pkg);
    const esm = commonJs.replace(/\.cjs$/, '.js');
    if (esm !== commonJs && existsSync(esm)) aliases[commonJs] = esm;
  }
  return aliases;
}
