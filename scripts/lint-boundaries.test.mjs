// @vitest-environment node
// Each boundary of eslint.config.js, proved to fire: a throwaway source text that breaks it is
// linted as if it sat at a path of the tree, next to controls that keep to the rules.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids reported for `code` placed at `path` (relative to the project root). */
async function rulesFiredAt(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

/** A module that imports `name` from `from` and uses it. */
const importing = (name, from, type = '') =>
  `import ${type}{ ${name} } from '${from}';\nexport ${type ? 'type X =' : 'const x ='} ${name};\n`;
const using = (expression) => `export const x = () => ${expression};\n`;

const PATHS = 'import-x/no-restricted-paths';
const cases = [
  [
    'storage importing React',
    'src/storage/probe.ts',
    importing('useState', 'react'),
    'no-restricted-imports',
  ],
  [
    'storage importing a feature',
    'src/storage/probe.ts',
    importing('notesSettings', '../features/notes/notes-settings'),
    PATHS,
  ],
  ['storage importing the UI', 'src/storage/probe.ts', importing('Alert', '../ui/alert'), PATHS],
  [
    'a shared helper importing a feature',
    'src/shared/probe.ts',
    importing('readLibrary', '../features/library/library-files'),
    PATHS,
  ],
  [
    'a feature importing the app',
    'src/features/notes/probe.ts',
    importing('AppRoutes', '../../app/routes'),
    PATHS,
  ],
  [
    'a feature importing another',
    'src/features/notes/probe.ts',
    importing('papersSettings', '../papers/paper-settings'),
    PATHS,
  ],
  [
    'the engine importing a kind',
    'src/features/materials/probe.ts',
    importing('notesSettings', '../notes/notes-settings'),
    PATHS,
  ],
  [
    'a feature reaching inside storage',
    'src/features/materials/probe.ts',
    importing('openFileDb', '../../storage/file-db'),
    PATHS,
  ],
  [
    'a component calling localStorage',
    'src/features/notes/components/probe.tsx',
    using("localStorage.getItem('a')"),
    'no-restricted-globals',
  ],
  [
    'a component calling sessionStorage',
    'src/features/dashboard/components/probe.tsx',
    using("sessionStorage.getItem('a')"),
    'no-restricted-globals',
  ],
  [
    'a screen opening IndexedDB',
    'src/app/probe.tsx',
    using("indexedDB.open('StudyShelfFiles')"),
    'no-restricted-globals',
  ],
  [
    'a hook calling window.localStorage',
    'src/features/materials/list/probe.ts',
    using('window.localStorage.length'),
    'no-restricted-properties',
  ],
  [
    'a component importing storage',
    'src/features/materials/components/probe.tsx',
    importing('listFiles', '../../../storage/file-store'),
    'no-restricted-imports',
  ],
  [
    'ui importing a feature',
    'src/ui/probe.tsx',
    importing('useUpload', '../features/materials/upload/use-upload'),
    PATHS,
  ],
  [
    // use-upload imports this module: importing it back closes a cycle.
    'an import cycle',
    'src/features/materials/upload/use-duplicate-question.ts',
    importing('useUpload', './use-upload'),
    'import-x/no-cycle',
  ],
  [
    'a file name not in kebab-case',
    'src/ui/FileProbe.tsx',
    using('1'),
    'check-file/filename-naming-convention',
  ],
  [
    'a palette shade instead of a colour token',
    'src/features/notes/components/probe.tsx',
    using("'rounded-control bg-slate-100 text-ink'"),
    'no-restricted-syntax',
  ],
  [
    'a radius outside the theme',
    'src/ui/probe.tsx',
    using('`flex ${1} rounded-lg`'),
    'no-restricted-syntax',
  ],
  [
    'a one-off value in a class',
    'src/features/materials/components/probe.tsx',
    using("'flex max-h-[70vh] gap-2'"),
    'no-restricted-syntax',
  ],
  [
    'a one-off property in a class',
    'src/app/probe.tsx',
    using("'[content-visibility:auto] p-2'"),
    'no-restricted-syntax',
  ],
  [
    'a feature importing idb',
    'src/features/search/probe.ts',
    importing('openDB', 'idb'),
    'no-restricted-imports',
  ],
  [
    'a feature opening the cache storage',
    'src/features/dashboard/probe.ts',
    using("caches.open('files')"),
    'no-restricted-globals',
  ],
  [
    'a feature asking navigator.storage',
    'src/features/materials/probe.ts',
    using('navigator.storage.estimate()'),
    'no-restricted-properties',
  ],
  [
    'a feature reaching localStorage through an alias of window',
    'src/features/materials/probe.ts',
    'const w: Window = window;\nexport const x = () => w.localStorage.length;\n',
    'no-restricted-syntax',
  ],
  [
    'a feature taking sessionStorage out of window',
    'src/features/navigation/probe.ts',
    'const { sessionStorage: kept } = window;\nexport const x = () => kept.length;\n',
    'no-restricted-syntax',
  ],
  [
    'a feature importing Firebase',
    'src/features/auth/probe.ts',
    importing('signOut', 'firebase/auth'),
    'no-restricted-imports',
  ],
  [
    'the app importing Firebase',
    'src/app/probe.ts',
    importing('initializeApp', 'firebase/app'),
    'no-restricted-imports',
  ],
  [
    'the session importing a feature',
    'src/session/probe.ts',
    importing('pathAfterSignIn', '../features/auth/path-after-sign-in'),
    PATHS,
  ],
  [
    'a feature reaching behind the storage doors',
    'src/features/backup/probe.ts',
    importing('checkIntegrity', '../../storage/integrity'),
    PATHS,
  ],
  [
    'a sibling feature importing another',
    'src/features/search/probe.ts',
    importing('FilePreviewDialog', '../preview/deferred-preview'),
    PATHS,
  ],
  [
    'the library core importing a feature',
    'src/features/library/probe.ts',
    importing('useFileList', '../materials/list/use-file-list'),
    PATHS,
  ],
  [
    'a function over 120 lines',
    'src/features/materials/probe.ts',
    `export function long() {\n${'  console.log(1);\n'.repeat(121)}}\n`,
    'max-lines-per-function',
  ],
  [
    'a folder name not in kebab-case',
    'src/features/notes/myParts/probe.ts',
    using('1'),
    'check-file/folder-naming-convention',
  ],
];

const allowed = [
  [
    'a kind importing the engine',
    'src/features/notes/probe.ts',
    importing('MaterialScreen', '../materials/components/material-screen'),
  ],
  [
    'a feature importing the session',
    'src/features/dashboard/probe.ts',
    importing('useAuth', '../../session/auth-context'),
  ],
  [
    'the library core using the storage API',
    'src/features/library/probe.ts',
    importing('listFiles', '../../storage/file-store'),
  ],
  [
    'a feature using the door to the files',
    'src/features/backup/probe.ts',
    importing('listLibrary', '../../storage/file-store'),
  ],
  [
    'a feature using the doors to the Trash and to the library’s health',
    'src/features/trash/probe.ts',
    "import { trashOf } from '../../storage/trash';\nimport { checkIntegrity } from '../../storage/health';\nexport const x = [trashOf, checkIntegrity];\n",
  ],
  [
    'a feature using a small store of its own',
    'src/features/navigation/probe.ts',
    importing('readThemeChoice', '../../storage/theme-store'),
  ],
  ['storage using localStorage', 'src/storage/probe.ts', using('localStorage.length')],
  ['the session importing Firebase', 'src/session/probe.ts', importing('signOut', 'firebase/auth')],
  [
    'a function of 120 lines, blank lines and comments aside',
    'src/features/materials/probe.ts',
    `export function long() {\n${'  console.log(1);\n\n  // why\n'.repeat(118)}}\n`,
  ],
  [
    'classes from the theme, and a CSS selector with brackets',
    'src/features/materials/components/probe.tsx',
    using(
      "['rounded-card bg-surface text-primary-ink hover:bg-ink/5', document.querySelector('[data-file-id]')]",
    ),
  ],
  [
    'a component of the library core importing a storage type',
    'src/features/library/components/probe.tsx',
    importing('StoredFileRecord', '../../../storage/file-store', 'type '),
  ],
];

describe('lint boundaries', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine, once.
  beforeAll(() => rulesFiredAt('src/ui/warm-up.ts', using('1')), 60_000);

  // A probe in a feature is linted with the import graph it reaches (the cycle rule follows it):
  // a few seconds on a machine busy with the other suites.
  const PROBE_MS = 30_000;

  it.each(cases)(
    'refuses %s',
    async (_name, path, code, rule) => {
      expect(await rulesFiredAt(path, code)).toContain(rule);
    },
    PROBE_MS,
  );

  it.each(allowed)(
    'allows %s',
    async (_name, path, code) => {
      expect(await rulesFiredAt(path, code)).toEqual([]);
    },
    PROBE_MS,
  );
});
