// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // The typed hooks themselves are the one place allowed to wrap the raw ones.
    files: ['shared-data/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
