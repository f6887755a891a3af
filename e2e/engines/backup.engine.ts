import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BlobReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { engines, testFolder, withEnrolledStudent, withStudent } from './engines';
import { chooseBranch, downloadHash, MB, ROUTES, sha256, signIn, upload } from './flows';
import type { Student } from './student';

const testFile = testFolder('backup');

/**
 * Bytes under a folder, every file counted. Walked by hand: the browser removes files and whole
 * folders (Firefox's `.files` of a database) while we read, and a recursive `readdirSync` gives
 * up on the first folder gone.
 */
function diskUse(folder: string): number {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0; // the folder was removed meanwhile
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += diskUse(path);
    else if (entry.isFile()) {
      try {
        total += statSync(path).size;
      } catch {
        // a file the browser removed meanwhile
      }
    }
  }
  return total;
}

async function zipHashes(path: string): Promise<Map<string, string>> {
  const reader = new ZipReader(new BlobReader(new Blob([readFileSync(path)])));
  const hashes = new Map<string, string>();
  for (const entry of await reader.getEntries()) {
    if (entry.directory || !('getData' in entry) || !entry.getData) continue;
    const bytes = await entry.getData(new Uint8ArrayWriter());
    const name = entry.filename.split('/').pop() ?? entry.filename;
    hashes.set(name, createHash('sha256').update(bytes).digest('hex'));
  }
  await reader.close();
  return hashes;
}

async function backUp(student: Student): Promise<string> {
  await student.goto('/dashboard');
  // Chromium would offer its save picker; a download is what the other engines get.
  await student.evaluate('function () { delete window.showSaveFilePicker; return true; }');
  await student.click('button', 'Back up library');
  await student.expectText(/Backed up \d+ files?\./, 120_000);
  return student.download(`studyshelf-backup-${new Date().toISOString().slice(0, 10)}.zip`);
}

describe.each(engines())('%s: backup and restore', (engine) => {
  it('a backup holds every file the same to the byte and little more; restored on its own device it adds nothing, on another it writes each once', async () => {
    const names = {
      note: `${engine}-graphs.pdf`,
      paper: `${engine}-endsem.pdf`,
      book: `${engine}-clrs.pdf`,
    };
    const note = writeRandomFile(testFile(names.note), 3 * MB + 1);
    const paper = writeRandomFile(testFile(names.paper), 6 * MB + 2);
    const book = writeRandomFile(testFile(names.book), 300 * 1024);
    const library = 9 * MB + 3 + 300 * 1024;
    let backupPath = '';
    const account = await withEnrolledStudent(engine, async (student, enrolled) => {
      await upload(student, ROUTES.notes(), [note]);
      await upload(student, ROUTES.papers(), [paper]);
      await upload(student, ROUTES.books(), [book]);
      const zip = await backUp(student);
      backupPath = testFile(`${engine}-backup.zip`);
      const { size } = statSync(zip);
      // Stored, not compressed: the files plus headers and a manifest.
      expect(size).toBeGreaterThanOrEqual(library);
      expect(size).toBeLessThan(library + 256 * 1024);
      const hashes = await zipHashes(zip);
      expect(hashes.get(names.note)).toBe(await sha256(note));
      expect(hashes.get(names.paper)).toBe(await sha256(paper));
      expect(hashes.get(names.book)).toBe(await sha256(book));
      copyFileSync(zip, backupPath);

      await student.setFiles('Backup file to restore', [zip]);
      await student.expectText('All of them are on this device already: nothing would change.');
      await student.click('button', 'Restore');
      await student.expectText('Restored 0 files; 3 already on this device were skipped.', 60_000);
      await student.goto(ROUTES.notes().view);
      await student.expectText('1 file');
      expect(await downloadHash(student, ROUTES.notes().view, names.note)).toBe(await sha256(note));
      return enrolled;
    });

    await withStudent(engine, async (fresh) => {
      await signIn(fresh, account);
      await chooseBranch(fresh);
      await fresh.goto('/dashboard');
      const before = diskUse(fresh.profileDir);
      await fresh.setFiles('Backup file to restore', [backupPath]);
      await fresh.expectRole('dialog', 'Restore from backup');
      await fresh.click('button', 'Restore');
      await fresh.expectText('Restored 3 files.', 120_000);
      expect(await downloadHash(fresh, ROUTES.papers().view, names.paper)).toBe(
        await sha256(paper),
      );
      expect(await downloadHash(fresh, ROUTES.notes().view, names.note)).toBe(await sha256(note));
      // Each file is written once: the store grows by about the library, not by the zip per chunk.
      const growth = diskUse(fresh.profileDir) - before;
      expect(growth).toBeLessThan(3 * library);
    });
  });
});
