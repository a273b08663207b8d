// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
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
    // The typed hooks themselves are the one place allowed to wrap the raw ones.
    files: ['shared-data/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
