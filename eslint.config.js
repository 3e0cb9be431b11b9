import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The client's feature folders (client/features/<feature>/). */
const FEATURES = readdirSync(join(import.meta.dirname, 'client', 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Every client folder but app/ and embedded/ (the entries: main.tsx and the light entries of
 * embedded/ sit on top, like app/), which must not import client/app/.
 */
const CLIENT_BELOW_APP = readdirSync(join(import.meta.dirname, 'client'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'app' && entry.name !== 'embedded')
  .map((entry) => entry.name);
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./client/features/${feature}`,
  from: './client/features',
  except: [`./${feature}`],
  message:
    'Features do not import each other: move what they share to client/ui/, client/lib/ or client/api/.',
}));
// The app (route table, screen registry, start-up) sits on top and loads the rest; nothing
// below imports it back (tests may: they start the app). Paths and route props: client/routing/.
const APP_ZONES = CLIENT_BELOW_APP.map((folder) => ({
  target: `./client/${folder}`,
  from: './client/app',
  message: 'client/app/ loads the screens; import paths and screen props from client/routing/.',
}));

/**
 * A layer's forbidden imports: [regex of the import path, why]. With `allowTypeImports`,
 * `import type` is allowed (presenters name the row types they map).
 */
function layer(files, forbidden, { allowTypeImports = false } = {}) {
  return [
    {
      files: [files],
      ignores: ['**/*.test.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: forbidden.map(([regex, message]) => ({ regex, message, allowTypeImports })),
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Only server/hosts/connect knows Connect and ACE (docs/ARCHITECTURE.md).
    files: ['server/**/*.ts'],
    ignores: ['server/hosts/connect/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'atlassian-connect-express',
              message: 'Connect code lives in server/hosts/connect/.',
            },
            { name: 'atlassian-jwt', message: 'Connect code lives in server/hosts/connect/.' },
          ],
        },
      ],
    },
  },

  // Server layers (docs/ARCHITECTURE.md): routes → services → repositories, one way.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...layer('server/api/**/*.ts', [
    ['(^|/)db/', 'Routes call service actions; only services read repositories.'],
    ['(^|/)connect/', 'Routes never learn about Connect; see server/auth/ for credentials.'],
  ]),
  ...layer(
    'server/presenters/**/*.ts',
    [
      [
        '(^|/)services/',
        'Presenters take what services return (and policy results); they call nothing.',
      ],
      ['(^|/)policies/', 'Presenters take policy results; they do not decide them.'],
    ],
    { allowTypeImports: true },
  ),
  ...layer('server/services/**/*.ts', [
    ['(^|/)api/', 'Services never see routes.'],
    ['(^|/)http/', 'Services never see Express; they take a RequestContext.'],
    ['^express$', 'Services never see Express; they take a RequestContext.'],
  ]),
  ...layer('server/policies/**/*.ts', [
    [
      '(^|/)(db|services|api|http|presenters)/',
      'Policies are pure rules over a context and a resource.',
    ],
  ]),
  ...layer('server/db/**/*.ts', [
    ['(^|/)(services|api|http|presenters|policies|auth)/', 'Repositories know only the database.'],
  ]),
  {
    // Client and shared module boundaries (docs/ARCHITECTURE.md, "Client"):
    // - no import cycles in client/ and shared/ (type-only imports do not count; a lazy
    //   `import()` does, so the screen registry's loaders are checked too);
    // - a feature never imports another feature: what two features share belongs in
    //   client/ui/ (components, hooks), client/lib/ or client/api/ (API calls).
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURE_ZONES,
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...FEATURE_ZONES, ...APP_ZONES] }],
    },
  },
  {
    // One function per API call, in the call files (client/api/, client/features/<f>/api/):
    // screens, hooks and components call those, never the API client with a path.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/api/**', 'client/features/*/api/**', 'client/lib/api-client*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/api-client$',
              importNames: ['api', 'apiRequest', 'apiObjectUrl', 'apiEvents'],
              message:
                'Call the API through a call file (client/api/ or client/features/<feature>/api/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only client/host touches window.AP.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/host/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'AP', message: 'Use client/host/ instead of window.AP.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'AP', message: 'Use client/host/ instead of window.AP.' },
      ],
    },
  },
);
