import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

// The web's features never import each other: a screen that needs another feature's piece moves
// that piece down to components/ or lib/ (CONTRIBUTING.md, layering).
const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((name) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'A web feature does not import another feature; move the shared piece to components/ or lib/.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'components/ and lib/ sit below the features and the app shell.',
  },
];

const READ_PROPS = [
  'label',
  'title',
  'description',
  'placeholder',
  'aria-label',
  'alt',
  'text',
  'hint',
  'anyText',
  'nothingFound',
  'nothingFoundMessage',
  'searchPlaceholder',
];

const appZones = [
  { target: './packages/domain', from: './apps', message: 'The domain imports no app.' },
  { target: './apps/web', from: './apps/api', message: 'The web reaches the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API imports nothing of the web.' },
  ...webZones,
];

// The API's floors, lowest first (issue 17): config and lib → db → jobs → mail → identity →
// plugins → modules (quote-core below quotes and quote-services) → app.ts, server.ts, workers.ts
// and seed/, which compose them. scripts/check-folder-cycles.mjs refuses any cycle between folders;
// these zones keep the direction of the ones that matter.
const api = './apps/api/src';
const composition = [`${api}/app.ts`, `${api}/server.ts`, `${api}/workers.ts`, `${api}/seed`];
const apiZones = [
  {
    target: ['lib', 'db', 'jobs', 'mail', 'identity', 'plugins'].map((floor) => `${api}/${floor}`),
    from: [`${api}/modules`, ...composition],
    message: 'lib, db, jobs, mail, identity and plugins sit below the modules: move what they need down a floor.',
  },
  {
    target: `${api}/jobs`,
    from: `${api}/mail`,
    message: 'The queue knows no job handler: workers.ts registers them.',
  },
  {
    target: [`${api}/lib`, `${api}/db`, `${api}/jobs`, `${api}/mail`, `${api}/identity`],
    from: `${api}/plugins`,
    message: 'Plugins sit above identity, mail, jobs and db.',
  },
  {
    target: `${api}/modules`,
    from: composition,
    message: 'Modules never import the composition floor (app, server, workers, seed).',
  },
  {
    target: `${api}/modules/quote-core`,
    from: [`${api}/modules/quotes`, `${api}/modules/quote-services`],
    message: 'quote-core sits below quotes and quote-services and imports neither.',
  },
  {
    target: [`${api}/modules/quote-core`, `${api}/modules/quotes`, `${api}/modules/quote-services`],
    from: `${api}/modules/quote-days`,
    message:
      "quote-days sits above quote-core and quote-services; the quote's own writes reach the days through quote-core (quote-core/quote-days.ts).",
  },
  {
    target: `${api}/modules/quotes`,
    from: `${api}/modules/quote-services`,
    message: 'quotes and quote-services meet only in quote-core (quote-core/services-port.ts).',
  },
  {
    target: `${api}/modules/quote-services`,
    from: `${api}/modules/quotes`,
    message: 'quotes and quote-services meet only in quote-core: move the shared piece down into it.',
  },
  {
    // The floors below are kept from the seed by the zones above; among the top files, only server.ts.
    target: `${api}/!(server).ts`,
    from: `${api}/seed`,
    message: 'Only server.ts (and tests) run the seed.',
  },
];

// A status, role or level id compared with a bare number is a rule written outside its home (decision
// 0106): the domain names them (QUOTE_STATUS, SERVICE_STATUS, ROLES, the levels module) and
// its predicates say what they mean. One- and two-digit numbers only: HTTP statuses have three.
const idField =
  '/^(status|role|level)$|(^|_)(status|role|level)(_id)?$|[a-z](Status|Role|Level)(Id)?$|^(status|role|level)Id$/';
const compare = 'BinaryExpression[operator=/^(===|!==|==|!=|<|<=|>|>=)$/]';
const literalIdComparisons = ['left', 'right'].map((side) => {
  const other = side === 'left' ? 'right' : 'left';
  return {
    selector: `${compare}:matches([${side}.property.name=${idField}], [${side}.name=${idField}])[${other}.type='Literal'][${other}.raw=/^[0-9]{1,2}$/]`,
    message:
      'Compare a status, role or level id through the domain (QUOTE_STATUS, SERVICE_STATUS, ROLES, LEVEL, isRole…), not with a bare number.',
  };
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    // The domain package is pure: no Node, no DOM, no I/O (CONTRIBUTING.md#layering).
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'http', 'pg', 'react', 'fastify*', 'drizzle-orm*'] },
      ],
    },
  },
  {
    // Floors: the domain imports no app; the apps meet only through the domain.
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones }] },
  },
  {
    // The API's floors apply to the code that runs; tests may reach anywhere (as in the cycle check).
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...apiZones] }] },
  },
  {
    // SQL only in repositories (issue 17): services keep the rules, *.repository.ts files the
    // statements. db/ and migrations define the schema, seed/ writes the demo data, and the job
    // queue's adapter runs pg-boss's own SQL; tests and fixtures may query to check results.
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/**',
      'apps/api/src/seed/**',
      'apps/api/src/jobs/queue.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.fixtures.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/*-schema'],
              message: 'Queries live in *.repository.ts files; call a repository instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Issue 45: what a person reads comes from the catalogue (packages/domain/src/i18n), on every screen:
    // the list of translated files this rule began with grew to the whole web app.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // The props a person reads (or hears, for aria-label); the others are code (variant, color…).
          'jsx-attributes': { include: READ_PROPS },
          // Form field names (Mantine's getInputProps, the sign-in's and the pax form's field/personal, the service
          // editor's bind) are code; the rest is the plugin's default list.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'getInputProps',
              'field',
              'personal',
              'bind',
              'require',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
          'should-validate-template': true,
        },
      ],
    },
  },
  {
    // Rules live in the domain; outside it a status, role or level is named, never a bare number.
    // The code that runs is held to it; tests may state the raw ids the original client sends.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/**/*.test.{ts,tsx}', 'apps/**/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...literalIdComparisons] },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
