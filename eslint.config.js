// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const APPS = ['shell', 'mf-landing', 'mf-wizard', 'mf-teams', 'mf-draft', 'mf-payments', 'server'];

/**
 * Imports that cross an app boundary: apps meet only through federation and shared-* packages.
 * Regexes, so a package such as `@simplewebauthn/server` is not mistaken for our `server`.
 */
const crossAppPatterns = APPS.flatMap((app) => [
  {
    regex: `^${app}(/.*)?$`,
    message: `Do not import ${app}: apps meet only through Module Federation and shared-* packages.`,
  },
  { regex: `^(\\.\\./)+${app}(/.*)?$`, message: `Do not import another app's source (${app}).` },
]);

const FRONT_ENDS = APPS.filter((app) => app !== 'server');

/** The feature folders of an app (`<app>/src/features/<name>/`), read when lint starts. */
function featuresOf(app) {
  try {
    return readdirSync(join(import.meta.dirname, app, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Features never reach into each other: a feature imports another only through that feature's
 * public entry (`features/<name>/index.ts`), so what a feature offers is one short list and the
 * rest can change freely. Pages that compose features import the entries; code several features
 * share lives in the app's `src/shared/` or in a shared-* package.
 */
const featureZones = FRONT_ENDS.flatMap((app) => {
  const features = featuresOf(app);
  if (features.length < 2) return [];
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: features
      .filter((other) => other !== feature)
      .map((other) => `./${app}/src/features/${other}`),
    except: ['./index.ts'],
    message: `Features meet only through their public entry: import '../<feature>' (its index.ts), or move shared code to ${app}/src/shared/.`,
  }));
});

/**
 * The server's layers (docs/architecture.md): in `server/src/modules/**`, the transport adapters
 * (GraphQL resolvers, HTTP routes and routers) are the only files that know a transport, and
 * they reach the data only through services. A service or repository imports no transport, so
 * it can be called from any edge and tested without one.
 */
const SERVER_ADAPTERS = ['resolvers', 'rest', 'routes', 'route', 'router'].map(
  (kind) => `server/src/modules/**/*.${kind}.ts`,
);
const SERVER_TESTS = ['server/src/**/*.test.ts'];
const TRANSPORT_MESSAGE =
  'Services and repositories speak only the domain: no GraphQL, Hono or HTTP here. Throw DomainError and let the resolver or route map it (docs/architecture.md).';
const transportImports = {
  paths: ['graphql', 'graphql-yoga', 'hono'].map((name) => ({
    name,
    message: TRANSPORT_MESSAGE,
  })),
  patterns: [
    { regex: '^(graphql|graphql-yoga|hono)/', message: TRANSPORT_MESSAGE },
    { regex: '^@hono/', message: TRANSPORT_MESSAGE },
    // The server's own transport folders, the Hono-aware caller resolution and the auth API's
    // rate-limit middleware (services count with auth/rate-limit-store.ts).
    { regex: '^(\\.\\.?/)+(graphql|http|api|functions)/', message: TRANSPORT_MESSAGE },
    { regex: '(^|/)auth/(auth-context|rate-limit)(\\.js)?$', message: TRANSPORT_MESSAGE },
  ],
};
const DATA_MESSAGE =
  'Resolvers and routes are thin adapters: call a service function, never Drizzle or a repository (docs/architecture.md).';
const dataImports = {
  paths: [{ name: 'drizzle-orm', message: DATA_MESSAGE }],
  patterns: [
    { regex: '^drizzle-orm/', message: DATA_MESSAGE },
    // Not even a repository's record types: the service names the ones its adapters use.
    { regex: '\\.repository(\\.js)?$', message: DATA_MESSAGE },
    { regex: '(^|/)db/schema(/|$)', message: DATA_MESSAGE, allowTypeImports: true },
  ],
};

/**
 * Shared packages that the apps get as a chosen part (scripts/federation.ts): a name outside that
 * part would be undefined at run time, so lint refuses it. The part is the list of names the
 * package's module in scripts/shared/ re-exports. Tests, stories and the prerender run without
 * federation and may import anything.
 */
const NARROWED = { 'react-router': 'react-router.js', '@reduxjs/toolkit': 'reduxjs-toolkit.js' };
const narrowedImports = {
  paths: Object.entries(NARROWED).map(([name, file]) => {
    const text = readFileSync(join(import.meta.dirname, 'scripts', 'shared', file), 'utf8');
    const names = (/export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '').split(',');
    return {
      name,
      allowImportNames: names.map((n) => n.trim()).filter(Boolean),
      allowTypeImports: true,
      message: `The apps share only part of ${name}: add the name to scripts/shared/${file} first (every app must be rebuilt).`,
    };
  }),
};
const FEDERATED_SOURCES = [...FRONT_ENDS, 'shared-ui', 'shared-data'].map(
  (pkg) => `${pkg}/src/**/*.{ts,tsx}`,
);
const UNFEDERATED = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/src/testing/**',
  'mf-landing/src/prerender.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/@mf-types/**',
      '**/public/mockServiceWorker.js',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the typed useAppSelector/useAppDispatch from @tiix/shared-data.',
            },
          ],
          patterns: crossAppPatterns,
        },
      ],
    },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: [...SERVER_ADAPTERS, ...SERVER_TESTS],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', transportImports] },
  },
  {
    files: SERVER_ADAPTERS,
    ignores: SERVER_TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', dataImports] },
  },
  {
    files: FEDERATED_SOURCES,
    ignores: UNFEDERATED,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', narrowedImports] },
  },
  {
    // The typed hooks themselves are the one place allowed to wrap the raw ones.
    files: ['shared-data/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
