import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // Only server/connect knows Connect and ACE (docs/ARCHITECTURE.md).
    files: ['server/**/*.ts'],
    ignores: ['server/connect/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'atlassian-connect-express',
              message: 'Connect code lives in server/connect/.',
            },
            { name: 'atlassian-jwt', message: 'Connect code lives in server/connect/.' },
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
