// ESLint for the backend (flat config), run by `npm run lint` after `tsc --noEmit`.
// Rules that need types (promises not awaited, promises passed where a callback returns nothing,
// switches missing a case) use the TypeScript project (tsconfig.json: src and test).
// Import boundaries (docs/architecture.md 'Layers' and 'Boundaries'): imports run down the layers
// main.ts, scripts/ → demo/ → app.module, create-app → modules/ → database/ → common/ → config/,
// never up:
// - a feature (src/modules/<a>/) imports another feature <b> only through its public surface:
//   `<b>/<b>.module` and the services at the root of <b> (`<b>/*.service`) that its module exports;
//   shared code lives in src/common/;
// - a feature does not use TypeORM's DataSource: it reads and writes through the request's
//   `TenantContext.manager` (docs/adr/0006-database-access.md). An exception carries an
//   `eslint-disable-next-line` comment with its reason;
// - the demo farm (src/demo/) imports src/common/, src/database/ and the features' public surface
//   only, and no feature, no shared code and no database code imports it (the start-up and the bench
//   scripts load it);
// - src/database/ (bootstrap, migrations, provisioning) imports no feature;
// - src/common/ imports no feature and not AppModule (src/create-app.ts builds the application).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `../` repeated `n` times, as a regex. */
const up = (n) => '\\.\\./'.repeat(n);

/**
 * Imports of another feature's internals from a file `depth` folders below src/modules/: the path
 * climbs to src/modules/, names a feature, then anything but `<feature>.module` or `<x>.service` at
 * its root.
 */
const otherFeatureInternals = (depth) => ({
  regex: `^${up(depth)}([\\w-]+)/(?!\\1\\.module$|[\\w.-]+\\.service$)`,
  message: "Import another feature only through its module or an exported service at its root (<b>/<b>.module, <b>/*.service); shared code belongs in src/common/.",
});

const NO_DATA_SOURCE = [
  { name: 'typeorm', importNames: ['DataSource'], message: "Features read and write through the request's TenantContext.manager (docs/adr/0006-database-access.md)." },
  { name: '@nestjs/typeorm', importNames: ['InjectDataSource'], message: "Features read and write through the request's TenantContext.manager (docs/adr/0006-database-access.md)." },
];

/**
 * Imports of the rooms above the features, from a file whose `prefix` (a regex) climbs to src/:
 * the demo farm, the scripts, the start-up and the application.
 */
const upperRooms = (prefix) => [
  { regex: `${prefix}demo(/|$)`, message: 'The demo farm (src/demo/) is loaded by the start-up and the bench scripts only: features, shared code and database code do not import it.' },
  { regex: `${prefix}(scripts/|main$|app\\.module$|create-app$)`, message: "Imports run down the layers (docs/architecture.md 'Layers'): the start-up, the scripts and the application (src/create-app.ts, AppModule) import this code, not the other way round." },
];

/** The boundary rule for files `depth` folders below src/modules/ (1: src/modules/<a>/x.ts). */
const featureBoundaries = (depth) => ({
  files: [`src/modules/${'*/'.repeat(depth)}*.ts`],
  rules: { 'no-restricted-imports': ['error', { paths: NO_DATA_SOURCE, patterns: [otherFeatureInternals(depth), ...upperRooms(`^${up(depth + 1)}`)] }] },
});

/**
 * The boundary rule for files `depth` folders below src/demo/ (1: src/demo/x.ts): outside src/demo/
 * only src/common/, src/database/ and a feature's `<b>/<b>.module` or `<b>/*.service`.
 */
const demoBoundaries = (depth) => ({
  files: [`src/demo/${'*/'.repeat(depth - 1)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: NO_DATA_SOURCE,
        patterns: [
          { regex: `^${up(depth)}(?!common/|database/|modules/)`, message: "The demo farm (src/demo/) imports src/common/, src/database/ and the features' public surface only." },
          {
            regex: `^${up(depth)}modules/([\\w-]+)/(?!\\1\\.module$|[\\w.-]+\\.service$)`,
            message: 'The demo farm uses a feature only through its module or an exported service at its root (<b>/<b>.module, <b>/*.service).',
          },
        ],
      },
    ],
  },
});




/** The `no-unsafe-*` rules: no value typed `any` flows anywhere (query rows are typed by their schema). */
const NO_UNSAFE = {
  '@typescript-eslint/no-unsafe-assignment': 'error',
  '@typescript-eslint/no-unsafe-member-access': 'error',
  '@typescript-eslint/no-unsafe-call': 'error',
  '@typescript-eslint/no-unsafe-return': 'error',
  '@typescript-eslint/no-unsafe-argument': 'error',
};

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts'],
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/await-thenable': 'error',
      // `{ secret: _s, ...rest }` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  featureBoundaries(1),
  featureBoundaries(2),
  featureBoundaries(3),
  demoBoundaries(1),
  demoBoundaries(2),
  {
    files: ['src/database/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+modules(/|$)', message: 'src/database/ is infrastructure (bootstrap, migrations, provisioning): it imports no feature. The demo farm lives in src/demo/.' },
            ...upperRooms('^(\\.\\./)+'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+modules(/|$)', message: 'src/common/ is shared by the features and imports none of them.' },
            ...upperRooms('^(\\.\\./)+'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: NO_UNSAFE,
  },
  {
    files: ['test/**/*.ts'],
    rules: NO_UNSAFE,
  },
  {
    // Statements run through queryRows / queryOne / execute, whose rows are typed and checked.
    files: ['src/modules/**/*.ts', 'src/common/**/*.ts', 'src/demo/**/*.ts'],
    ignores: ['src/common/database/rows.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: 'Run SQL through queryRows, queryOne or execute (src/common/database/rows.ts) with a row schema (docs/adr/0021-typed-query-rows.md).',
        },
      ],
    },
  },
);
