import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];

/** import-x reads TypeScript modules (to follow their imports for no-cycle) with typescript-eslint's parser. */
const importSettings = (project) => ({
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
});

const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory());

/**
 * README's layer table ("Where the code lives"), row by row as it is written: a folder may import
 * the folders its "may import" column names (and the files it names), nothing else of src/. By file
 * path, whatever the import is spelt (`@/…` or any relative path), as bulletproof-react does.
 */
const LAYERS = [
  // src/features/<feature>: domain, ui, lib, api; never another feature; of the app, its typed hooks,
  // the store (its types; tests build the real one) and the selectors that join two features' state.
  ...features.map(({ name }) => ({
    folder: `features/${name}`,
    mayImport: ['domain', 'ui', 'lib', 'api', 'app/hooks.ts', 'app/appThunk.ts', 'app/store.ts', 'app/selectors.ts'],
    message:
      'A feature imports domain, ui, lib, api (and app/hooks, app/appThunk, app/store, app/selectors), never another feature.',
  })),
  {
    folder: 'domain',
    mayImport: ['ui', 'lib', 'api', 'app/appThunk.ts', 'app/store.ts'],
    message: 'src/domain imports ui, lib, api (and app/appThunk, app/store): never a feature.',
  },
  {
    folder: 'api',
    mayImport: ['lib', 'domain/auth/authSlices.ts', 'ui/toastSlice.ts', 'app/store.ts'],
    message: 'src/api imports lib (and the token of domain/auth, ui/toastSlice, app/store): never a feature.',
  },
  { folder: 'ui', mayImport: ['lib', 'api'], message: 'ui/ imports lib and api only.' },
  { folder: 'lib', mayImport: [], message: 'lib/ imports only other lib/ files and packages.' },
];
const boundaries = [
  ...LAYERS.map(({ folder, mayImport, message }) => ({
    target: `./src/${folder}`,
    from: './src',
    except: [`./${folder}`, ...mayImport.map((allowed) => `./${allowed}`)],
    message,
  })),
  {
    target: './src/features',
    from: ['./src/app/routes.tsx', './src/app/staff/staffRoutes.tsx'],
    message: 'Screens do not import the router tables.',
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
    settings: importSettings('tsconfig.json'),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings('server/tsconfig.json'),
    rules: {
      'import-x/no-cycle': 'error',
      // README's row for server/src: never the SPA (any file of src/, whatever the import's spelling).
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './server', from: './src', message: 'The server never imports the SPA.' }] },
      ],
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
    // README's row for shared/: what the build, the SPA and the server agree on imports none of them.
    files: ['shared/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['./src', './server', './scripts'].map((from) => ({
            target: './shared',
            from,
            message: 'shared/ imports nothing of the SPA, the server or the scripts.',
          })),
        },
      ],
    },
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
