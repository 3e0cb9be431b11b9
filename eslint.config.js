import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The layers of each side, top to bottom (docs/ARCHITECTURE.md, "Layers"). A file may import
 * from its own layer and from the layers below it, never from one above; `skips` names lower
 * layers it must not reach either. Every folder of server/ and client/ is in exactly one layer
 * (checked below: a new folder must be placed before lint passes). Tests and the test harness
 * (server/test/, client/test/) are outside the layers: they start whole apps.
 */
const SERVER_LAYERS = [
  { name: 'entry', paths: ['server/main.ts', 'server/process'] },
  { name: 'wiring', paths: ['server/app.ts', 'server/app-core.ts'] },
  { name: 'host adapters', paths: ['server/hosts'] },
  {
    name: 'routes',
    paths: ['server/api', 'server/web'],
    skips: ['repositories', 'products'],
    why: 'Routes call service actions and presenters: only services reach repositories and hosts.',
  },
  { name: 'http', paths: ['server/http'] },
  {
    name: 'presenters',
    paths: ['server/presenters'],
    skips: ['policies', 'products'],
    typesOnly: ['repositories'],
    why: 'Presenters turn what services return into DTOs; they decide and fetch nothing.',
  },
  { name: 'services', paths: ['server/services'] },
  {
    name: 'policies',
    paths: ['server/policies'],
    skips: ['products', 'repositories'],
    why: 'Policies are pure rules over a context and a resource.',
  },
  { name: 'products', paths: ['server/products'] },
  { name: 'auth', paths: ['server/auth', 'server/types'] },
  { name: 'repositories', paths: ['server/db'] },
  {
    name: 'foundation',
    paths: [
      'server/config.ts',
      'server/errors.ts',
      'server/logger.ts',
      'server/paths.ts',
      'server/i18n',
      'server/lib',
      'server/mail',
      'server/examples',
      'server/changelog',
      'server/public',
    ],
  },
];

const CLIENT_LAYERS = [
  { name: 'entries', paths: ['client/main.tsx', 'client/embedded'] },
  { name: 'app', paths: ['client/app'] },
  { name: 'shells', paths: ['client/shells', 'client/screens'] },
  { name: 'features', paths: ['client/features', 'client/release-notes'] },
  { name: 'shared ui', paths: ['client/ui'] },
  { name: 'messages', paths: ['client/messages'] },
  { name: 'calls', paths: ['client/api'] },
  { name: 'state', paths: ['client/state'] },
  { name: 'host and routing', paths: ['client/host', 'client/routing'] },
  {
    name: 'foundation',
    paths: [
      'client/lib',
      'client/analytics',
      'client/locales',
      'client/vendor-stubs',
      'client/css-modules.d.ts',
    ],
  },
];

/** Outside the layers: test harnesses. */
const UNLAYERED = ['server/test', 'client/test'];

/** Fails the lint run when a top-level entry of server/ or client/ is in no layer. */
function checkEveryFolderPlaced(side, layers) {
  const placed = new Set([...layers.flatMap((l) => l.paths), ...UNLAYERED]);
  const missing = readdirSync(join(import.meta.dirname, side), { withFileTypes: true })
    .map((entry) => `${side}/${entry.name}`)
    .filter((path) => !/\.test\.tsx?$/.test(path) && !placed.has(path));
  if (missing.length > 0) {
    throw new Error(`eslint.config.js: place ${missing.join(', ')} in a layer of ${side}/.`);
  }
}
checkEveryFolderPlaced('server', SERVER_LAYERS);
checkEveryFolderPlaced('client', CLIENT_LAYERS);

/** import-x/no-restricted-paths zones: each layer's paths may not import what is above or skipped. */
function layerZones(layers) {
  return layers.flatMap((layer, index) => {
    const above = layers.slice(0, index);
    const skipped = layers.filter((l) => (layer.skips ?? []).includes(l.name));
    return [
      ...(above.length
        ? [
            {
              target: layer.paths,
              from: above.flatMap((l) => l.paths),
              message: `the ${layer.name} layer imports nothing above it (${above.map((l) => l.name).join(', ')}).`,
            },
          ]
        : []),
      ...(skipped.length
        ? [
            {
              target: layer.paths,
              from: skipped.flatMap((l) => l.paths),
              message: layer.why,
            },
          ]
        : []),
    ];
  });
}

/**
 * A layer's `typesOnly`: lower layers it may name types of (a presenter maps repository rows)
 * but never call, as @typescript-eslint/no-restricted-imports patterns that allow `import type`.
 */
function typeOnlyRules(layers) {
  return layers
    .filter((layer) => layer.typesOnly?.length)
    .map((layer) => ({
      files: layer.paths.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**/*.{ts,tsx}`)),
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: layers
              .filter((l) => layer.typesOnly.includes(l.name))
              .flatMap((l) => l.paths)
              .map((path) => ({
                regex: `(^|/)${path.split('/').pop().replace('.', '\\.')}(/|$)`,
                allowTypeImports: true,
                message: layer.why,
              })),
          },
        ],
      },
    }));
}

/** The client's feature folders (client/features/<feature>/). */
const FEATURES = readdirSync(join(import.meta.dirname, 'client', 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./client/features/${feature}`,
  from: './client/features',
  except: [`./${feature}`],
  message:
    'Features do not import each other: move what they share to client/ui/, client/lib/ or client/api/.',
}));

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
  {
    // The server's layers (SERVER_LAYERS above): generated, one zone per layer.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones(SERVER_LAYERS) }] },
  },
  ...typeOnlyRules(SERVER_LAYERS),
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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...FEATURE_ZONES, ...layerZones(CLIENT_LAYERS)] },
      ],
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
