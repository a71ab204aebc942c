import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];

const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory());

/**
 * The layers, by file path whatever the import is spelt (`@/…` or any relative path), as
 * bulletproof-react does: app → features → domain → ui, lib, api. A feature never imports another.
 */
const boundaries = [
  ...features.map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what both need to src/domain (or ui/, lib/).',
  })),
  {
    target: './src/features',
    from: ['./src/app/routes.tsx', './src/app/staff/staffRoutes.tsx'],
    message: 'Screens do not import the router tables.',
  },
  {
    target: './src/domain',
    from: ['./src/features', './src/app/routes.tsx'],
    message: 'src/domain is shared by features and never imports one.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/domain', './src/app'],
    message: 'ui/ holds generic components: it imports no feature, domain module or app file.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/domain', './src/app', './src/api', './src/ui'],
    message: 'lib/ holds generic helpers: it imports only other lib/ files and packages.',
  },
  {
    // The staff's API and its token belong to the front-desk page: no guest screen or app file uses them.
    target: [
      ...features.filter(({ name }) => name !== 'frontDesk').map(({ name }) => `./src/features/${name}`),
      './src/app',
      './src/domain',
      './src/ui',
      './src/lib',
      './src/api/baseApi.ts',
      './src/api/coreApi.ts',
      './src/api/providerApi.ts',
    ],
    from: ['./src/api/frontDeskApi.ts', './src/api/frontDeskBaseApi.ts'],
    message: 'Only src/features/frontDesk uses the staff API.',
  },
  {
    // The API sends the member's token (src/domain/auth); its tests build the real store.
    target: './src/api',
    from: ['./src/features', './src/app'],
    except: ['./store.ts'],
    message: 'src/api imports no feature or app file.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'src/api/providerApi.gen.ts',
      'src/api/frontDeskApi.gen.ts',
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
      // Only src/api/providerApi.ts, src/api/coreApi.ts and src/api/frontDeskApi.ts import the generated
      // API; the SPA never imports the server.
      'no-restricted-imports': restrict(
        {
          group: ['**/providerApi.gen', '**/providerApi.gen.ts', '**/coreApi.gen', '**/coreApi.gen.ts'],
          message: 'Import from @/api/providerApi (or @/api/coreApi before the first screen).',
        },
        {
          group: ['**/frontDeskApi.gen', '**/frontDeskApi.gen.ts'],
          message: 'Import from @/api/frontDeskApi (the front-desk page only).',
        },
        { group: ['**/server/**'], message: 'The SPA and the server share only openapi.yaml.' },
      ),
    },
  },
  {
    files: ['src/api/providerApi.ts', 'src/api/coreApi.ts', 'src/api/frontDeskApi.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
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
