import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'src/api/providerApi.gen.ts',
      'server/src/contract.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/setup/**/*.{ts,tsx}', 'test/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.jest, process: 'readonly' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only src/api/providerApi.ts and src/api/coreApi.ts import the generated API; the SPA never
      // imports the server.
      'no-restricted-imports': restrict(
        {
          group: ['**/providerApi.gen', '**/providerApi.gen.ts', '**/coreApi.gen', '**/coreApi.gen.ts'],
          message: 'Import from @/api/providerApi (or @/api/coreApi before the first screen).',
        },
        { group: ['**/server/**'], message: 'The SPA and the server share only openapi.yaml.' },
      ),
    },
  },
  {
    files: ['src/api/providerApi.ts', 'src/api/coreApi.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Features never import each other: shared things move to ui/ or lib/.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        {
          group: ['**/providerApi.gen', '**/providerApi.gen.ts', '**/coreApi.gen', '**/coreApi.gen.ts'],
          message: 'Import from @/api/providerApi (or @/api/coreApi before the first screen).',
        },
        { group: ['@/features/*', '../../features/*'], message: 'Features never import each other.' },
        { group: ['@/app/routes'], message: 'Screens do not import the router table.' },
      ),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['@/features/*', '@/app/*'],
        message: 'ui/ and lib/ are shared by features.',
      }),
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': restrict(
        { group: ['**/src/app/**', '**/src/features/**', '@/*'], message: 'The server never imports the SPA.' },
        // Only server/src/contract.ts imports the generated types.
        { group: ['**/contract.gen', '**/contract.gen.ts'], message: 'Import from server/src/contract.ts.' },
      ),
    },
  },
  {
    files: ['server/src/contract.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Scripts the browser loads as they are (the demo tour-booking widget).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ignores: ['public/**'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
