/**
 * ESLint of the frontend (src and e2e): typescript-eslint with type
 * information, the rules of hooks, and the import boundaries of
 * docs/adding-a-feature.md:
 * - a feature imports no other feature's files; only app/features.ts imports
 *   a feature, and only its index (the manifest);
 * - features reach into app/ only for the manifest types, the menu's tiles and the dashboard panels;
 * - the shared rooms are layers, app → features → components → data → api → lib, each importing
 *   only the layers after it: components/ imports data/, api/ and lib/; data/ imports api/ and
 *   lib/; api/ imports lib/ only; lib/ imports nothing of ours but lib/ (what it keeps that must
 *   match the API, breed codes and offline paths, is checked at compile time in api/contract.ts);
 * - nothing but the API client (src/api/client.ts) calls fetch.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const OTHER_FEATURE = 'Features do not import each other: move what they share to components/, data/ or lib/ (docs/adding-a-feature.md).';

/** no-restricted-imports patterns for a file `depth` folders below its feature's folder (0 = directly in it). */
function featureBoundaries(depth) {
  const up = '\\.\\./'.repeat(depth + 1);
  return [
    { regex: `^${up}(?!\\.\\./)`, message: OTHER_FEATURE },
    { regex: '(^|/)features/', message: OTHER_FEATURE },
    {
      regex: '(^|/)app/(?!manifest$|navigation$)',
      message: 'A feature uses only app/manifest (types) and app/navigation (menu tiles, dashboard panels); the app imports the feature, not the other way round.',
    },
  ];
}

/**
 * no-restricted-imports pattern of a shared room: the rooms before it in the layer order
 * (app → features → components → data → api → lib) are out of its reach.
 */
function layerPattern(room, before) {
  return {
    regex: `^\\.\\.?/(.*/)?(${before.join('|')})(/|$)`,
    message: `${room}/ may not import ${before.map((r) => `${r}/`).join(', ')}: the layers run app → features → components → data → api → lib, each importing only those after it (docs/architecture.md).`,
  };
}

const FETCH_MESSAGE = 'Call the API through the typed client (src/api/client.ts: api, send; src/api/hooks.ts: useApiQuery, useApiMutation).';

export default defineConfig(
  { ignores: ['dist/', 'test-results/', 'playwright-report/', 'e2e/artifacts/', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Every value has a type: nothing typed `any` flows into a variable, a call, a member access or an answer.
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off: refs are read or written while rendering (useDayEntry keeps its latest base and callbacks in refs, DateInputField reads its anchor).
      'react-hooks/refs': 'off',
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']", message: FETCH_MESSAGE },
      ],
    },
  },
  {
    files: ['src/api/client.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-syntax': 'off' },
  },
  ...FEATURES.flatMap((feature) => [
    { files: [`src/features/${feature}/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: featureBoundaries(0) }] } },
    { files: [`src/features/${feature}/*/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: featureBoundaries(1) }] } },
  ]),
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/features.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/', message: 'Only app/features.ts imports features (their manifests).' }] }],
    },
  },
  {
    files: ['src/app/features.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./features/[^/]+/', message: "Import the feature's manifest (features/<feature>), not its files." }] },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layerPattern('components', ['app', 'features'])] }] },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layerPattern('data', ['app', 'features', 'components'])] }] },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layerPattern('api', ['app', 'features', 'components', 'data'])] }] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            layerPattern('lib', ['app', 'features', 'components', 'data']),
            { ...layerPattern('lib', ['api']), message: 'lib/ imports nothing of api/, not even a type: code that calls the API belongs in data/, and a list kept in lib/ that must match the API is checked in api/contract.ts (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'vite.config.ts', 'pwa.config.ts', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
