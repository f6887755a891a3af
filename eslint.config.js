import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The code's boundaries, held here rather than only described in the README:
 *   app → features → library (the core shared by the features), session (the shared auth module),
 *   ui, storage; the four kinds also → materials (the engine of their upload and list screens)
 *   storage knows nothing of React, the app or the features; ui knows nothing of either;
 *   shared (generic helpers) knows nothing of any of them;
 *   no feature reaches into another (tests may, to drive the engine with a real kind);
 *   only storage touches localStorage, sessionStorage and IndexedDB, through its door modules.
 * scripts/lint-boundaries.test.mjs proves that each of these rules fires.
 */

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The library core: what the features share (kinds, library files, actions), open to each. */
const CORE = 'library';
/** The four kinds feed the materials engine (upload, list, subjects) with their settings. */
const KINDS = ['notes', 'papers', 'schedules', 'books'];
const ENGINE = 'materials';
/** What a feature may import of the other features. */
const allowedFeatures = (feature) =>
  feature === CORE ? [CORE] : KINDS.includes(feature) ? [feature, CORE, ENGINE] : [feature, CORE];
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the rest of the app may import from storage: one door per concern (the files, the Trash,
 * the library's health, the marks, backups, and the small stores of settings), nothing inside.
 */
const STORAGE_DOORS = [
  './file-store.ts',
  './trash.ts',
  './health.ts',
  './branch-store.ts',
  './tip-store.ts',
  './marks-store.ts',
  './list-view-store.ts',
  './backup-store.ts',
  './semester-store.ts',
  './theme-store.ts',
  './own-subjects-store.ts',
  './redirect-store.ts',
  './remembered-session.ts',
  './keys.ts',
  './student-keys.ts',
  './changes.ts',
  './writes-under-way.ts',
  './search-index-store.ts',
  './device-identity.ts',
  './paired-devices-store.ts',
  './sync-states-store.ts',
  './piece-stash.ts',
  './backup-folder-store.ts',
];

const DEVICE_STORAGE = ['localStorage', 'sessionStorage', 'indexedDB', 'caches'];
const deviceStorageMessage = 'Only src/storage touches device storage: call its API.';

const FIREBASE_ONLY_IN_SESSION = {
  group: ['firebase', 'firebase/*'],
  message: 'Only src/session talks to Firebase: call its API.',
  allowTypeImports: true,
};

/** Device storage reached as a member of anything (an alias of window, a destructured global). */
const DEVICE_STORAGE_SYNTAX = [
  ...DEVICE_STORAGE.map((name) => ({
    selector: `MemberExpression[property.name='${name}']`,
    message: deviceStorageMessage,
  })),
  {
    selector: `VariableDeclarator[id.type='ObjectPattern'] Property[key.name=/^(${DEVICE_STORAGE.join('|')})$/]`,
    message: deviceStorageMessage,
  },
  {
    selector: "MemberExpression[object.name='navigator'][property.name='storage']",
    message: deviceStorageMessage,
  },
];

const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except && { except }),
});

/** The layers, for every file of src/. */
const layerZones = [
  zone(
    './src/storage',
    ['./src/app', './src/features', './src/session', './src/ui'],
    'storage knows nothing of the app, its features or its UI.',
  ),
  zone(
    './src/ui',
    ['./src/app', './src/features', './src/session', './src/storage'],
    'ui holds generic pieces: no features, no storage.',
  ),
  zone('./src/features', './src/app', 'A feature never imports the app shell or its routes.'),
  zone(
    './src/shared',
    ['./src/app', './src/features', './src/session', './src/storage', './src/ui'],
    'shared holds generic helpers (sizes, dates, text folding, zip and byte reading): nothing of the app.',
  ),
  zone(
    './src/session',
    ['./src/app', './src/features'],
    'The session module is shared: no features.',
  ),
  zone(
    ['./src/app', './src/features', './src/session', './src/ui'],
    './src/storage',
    `Import storage through its door modules (${STORAGE_DOORS.map((door) => door.slice(2, -3)).join(', ')}).`,
    STORAGE_DOORS,
  ),
];

/**
 * No feature reaches into another, for every feature file but tests: each shares only through
 * the library core (and the kinds through the materials engine); app/ composes them.
 */
const featureZones = FEATURES.map((feature) =>
  zone(
    `./src/features/${feature}`,
    './src/features',
    feature === CORE
      ? 'The library core imports no feature: features build on it.'
      : `A feature imports no other feature: share through features/${CORE}${KINDS.includes(feature) ? ` or features/${ENGINE}` : ''}, or compose in app/.`,
    allowedFeatures(feature).map((allowed) => `./${allowed}`),
  ),
);

/** Class names that bypass the design tokens; esquery regexes, so no slash inside. */
const PALETTE_CLASS =
  '/(^|\\s|:)(bg|text|border|divide|outline|ring|fill|stroke|accent|from|via|to|decoration|shadow|caret)-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black)\\b/';
const RADIUS_CLASS = '/(^|\\s|:)rounded(-[trblse]{1,2})?(-(xs|sm|md|lg|xl|2xl|3xl|4xl))?(?=\\s|$)/';
const ARBITRARY_CLASS = '/(^|\\s)([\\w:-]*-\\[[^\\]\\s]+\\]|\\[[\\w-]+:[^\\]\\s]+\\])(?=\\s|$)/';

/** Class names naming a palette shade, a radius outside the theme or a one-off [value]. */
const DESIGN_TOKEN_SYNTAX = ['Literal', 'TemplateElement'].flatMap((node) => {
  const text = node === 'Literal' ? 'value' : 'value.raw';
  return [
    {
      selector: `${node}[${text}=${PALETTE_CLASS}]`,
      message: 'Use a colour token of the theme (ink, surface, primary, danger…).',
    },
    {
      selector: `${node}[${text}=${RADIUS_CLASS}]`,
      message: 'Use rounded-control or rounded-card.',
    },
    {
      selector: `${node}[${text}=${ARBITRARY_CLASS}]`,
      message: 'No one-off values: add a token or a utility to index.css.',
    },
  ];
});

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', '.e2e-profiles', 'test-results', 'test-reports'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      // no-cycle reads the modules an import leads to: they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: 'Use the in-app alert.' },
        { name: 'confirm', message: 'Use the in-app dialog.' },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }],
      // A cycle hides which module a change starts from, and leaves one of them half-defined
      // while the other runs.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tests of the shared engine drive it with a real kind's settings; production code may not.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // One option list per file: a later block replaces the layers' zones, so it repeats them.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...layerZones, ...featureZones] },
      ],
    },
  },
  {
    files: ['src/storage/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'storage knows nothing of React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/storage/**', 'src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: 'Use the in-app alert.' },
        { name: 'confirm', message: 'Use the in-app dialog.' },
        ...DEVICE_STORAGE.map((name) => ({ name, message: deviceStorageMessage })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          DEVICE_STORAGE.map((property) => ({ object, property, message: deviceStorageMessage })),
        ),
        { object: 'navigator', property: 'storage', message: deviceStorageMessage },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'idb', message: deviceStorageMessage }],
          patterns: [FIREBASE_ONLY_IN_SESSION],
        },
      ],
    },
  },
  {
    // The session module is Firebase's one door; it still keeps off device storage.
    files: ['src/session/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'idb', message: deviceStorageMessage }] },
      ],
    },
  },
  {
    // Components and screens call a feature hook, never storage, Firebase or IndexedDB.
    files: ['src/**/components/**/*.tsx', 'src/app/**/*.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/storage/**', 'idb'],
              message: 'Components call a feature hook instead.',
              allowTypeImports: true,
            },
            FIREBASE_ONLY_IN_SESSION,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...DESIGN_TOKEN_SYNTAX],
      // A function that outgrows a screen is doing more than one job.
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // Through an alias (`const w: Window = window; w.localStorage`) the rules on globals see
    // nothing: any member of that name is refused outside storage.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/storage/**', 'src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...DESIGN_TOKEN_SYNTAX, ...DEVICE_STORAGE_SYNTAX],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '{scripts,e2e}/**/*.{js,mjs,ts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
