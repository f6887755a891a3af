// @vitest-environment node
// Each boundary of eslint.config.js, proved to fire: a throwaway source text that breaks it is
// linted as if it sat at a path of the tree, next to a control that keeps to the rules.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids reported for `code` placed at `path` (relative to the project root). */
async function rulesFiredAt(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const cases = [
  [
    'storage importing React',
    'src/storage/probe.ts',
    "import { useState } from 'react';\nexport const x = useState;\n",
    'no-restricted-imports',
  ],
  [
    'storage importing a feature',
    'src/storage/probe.ts',
    "import { notesSettings } from '../features/notes/notes-settings';\nexport const x = notesSettings;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'storage importing the UI',
    'src/storage/probe.ts',
    "import { Alert } from '../ui/alert';\nexport const x = Alert;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature importing the app',
    'src/features/notes/probe.ts',
    "import { AppRoutes } from '../../app/routes';\nexport const x = AppRoutes;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature importing another feature',
    'src/features/notes/probe.ts',
    "import { papersSettings } from '../papers/paper-settings';\nexport const x = papersSettings;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'the engine importing a kind',
    'src/features/materials/probe.ts',
    "import { notesSettings } from '../notes/notes-settings';\nexport const x = notesSettings;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature reaching inside storage',
    'src/features/materials/probe.ts',
    "import { openFileDb } from '../../storage/file-db';\nexport const x = openFileDb;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a component calling localStorage',
    'src/features/notes/components/probe.tsx',
    "export const x = () => localStorage.getItem('notes_dsa');\n",
    'no-restricted-globals',
  ],
  [
    'a component calling sessionStorage',
    'src/features/dashboard/components/probe.tsx',
    "export const x = () => sessionStorage.getItem('a');\n",
    'no-restricted-globals',
  ],
  [
    'a screen opening IndexedDB',
    'src/app/probe.tsx',
    "export const x = () => indexedDB.open('StudyShelfFiles');\n",
    'no-restricted-globals',
  ],
  [
    'a hook calling window.localStorage',
    'src/features/materials/list/probe.ts',
    'export const x = () => window.localStorage.length;\n',
    'no-restricted-properties',
  ],
  [
    'a component importing storage',
    'src/features/materials/components/probe.tsx',
    "import { listFiles } from '../../../storage/file-store';\nexport const x = listFiles;\n",
    'no-restricted-imports',
  ],
  [
    'ui importing a feature',
    'src/ui/probe.tsx',
    "import { useUpload } from '../features/materials/upload/use-upload';\nexport const x = useUpload;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a file name that is not kebab-case',
    'src/ui/FileProbe.tsx',
    'export const x = 1;\n',
    'check-file/filename-naming-convention',
  ],
  [
    'a folder name that is not kebab-case',
    'src/features/notes/myParts/probe.ts',
    'export const x = 1;\n',
    'check-file/folder-naming-convention',
  ],
];

describe('lint boundaries', () => {
  it.each(cases)('refuses %s', async (_name, path, code, rule) => {
    expect(await rulesFiredAt(path, code)).toContain(rule);
  });

  it.each([
    [
      'a kind importing the engine and the session',
      'src/features/notes/probe.ts',
      "import { MaterialScreen } from '../materials/components/material-screen';\nimport { useAuth } from '../../session/auth-context';\nexport const x = [MaterialScreen, useAuth];\n",
    ],
    [
      'a hook using the storage API',
      'src/features/materials/list/probe.ts',
      "import { listFiles } from '../../../storage/file-store';\nexport const x = listFiles;\n",
    ],
    [
      'storage using localStorage',
      'src/storage/probe.ts',
      'export const x = () => localStorage.length;\n',
    ],
    [
      'a component importing a storage type',
      'src/features/materials/components/probe.tsx',
      "import type { StoredFileRecord } from '../../../storage/file-store';\nexport type X = StoredFileRecord;\n",
    ],
  ])('allows %s', async (_name, path, code) => {
    expect(await rulesFiredAt(path, code)).toEqual([]);
  });
});
