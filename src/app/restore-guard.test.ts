/**
 * A crafted backup restored on a device where another student keeps files: nothing of theirs is
 * touched, and whatever the backup is refused for, nothing is written.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { materialKinds } from './material-kinds';
import { listFiles, readFile, saveFile } from '../storage/file-store';
import {
  allKeys,
  expectPatternBytes,
  layouts,
  MB,
  realFile,
  resetFileDb,
} from '../testing/stored-files';
import {
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  MANIFEST_VERSION,
} from '../features/backup/backup-manifest';
import { crc32OfBlob } from '../features/backup/blob-crc32';
import { MAX_BACKUP_ENTRIES, MAX_MANIFEST_BYTES, openBackup } from '../features/backup/read-backup';
import { storedZip, type StoredEntry } from '../features/backup/stored-zip';

const RESTORER = 'uid-a';
const OTHER = 'uid-b';
const AT = new Date('2026-11-27T06:00:00.000Z');

async function entry(name: string, data: Blob): Promise<StoredEntry<Blob>> {
  return { name, data, crc32: await crc32OfBlob(data), modified: AT };
}

interface Crafted {
  path: string;
  listKey: string;
  id: string;
  uploadedBy: string;
  bytes: Blob;
}

const record = ({ id, uploadedBy, bytes, path }: Crafted) => ({
  id,
  fileName: path.slice(path.lastIndexOf('/') + 1),
  fileSize: bytes.size,
  fileType: 'application/pdf',
  uploadedAt: AT.toISOString(),
  uploadedBy,
  isLargeFile: bytes.size > MB,
});

function manifestOf(files: readonly Crafted[]): Blob {
  const manifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    createdAt: AT.toISOString(),
    files: files.map((file) => ({ path: file.path, listKey: file.listKey, record: record(file) })),
  };
  return new Blob([JSON.stringify(manifest)]);
}

async function backupOf(files: readonly Crafted[], extra: StoredEntry<Blob>[] = []): Promise<Blob> {
  return storedZip([
    await entry(MANIFEST_NAME, manifestOf(files)),
    ...(await Promise.all(files.map((file) => entry(file.path, file.bytes)))),
    ...extra,
  ]);
}

/** The other student's 2 MB note, kept in IndexedDB in chunks. */
async function othersNote() {
  return saveFile({
    layout: layouts.notes,
    record: { id: 'victim', uploadedBy: OTHER, subject: 'ai-ml' },
    file: realFile('theirs.pdf', 2 * MB + 7),
  });
}

async function expectUntouched(victim: Awaited<ReturnType<typeof othersNote>>) {
  expect(listFiles(layouts.notes.listKey)).toEqual([victim]);
  await expectPatternBytes(await readFile(victim, layouts.notes), 2 * MB + 7);
}

const forged = (overrides: Partial<Crafted>): Crafted => ({
  path: 'notes/dsa/forged.pdf',
  listKey: 'notes_dsa',
  id: 'victim',
  uploadedBy: RESTORER,
  bytes: new Blob([new Uint8Array(3 * MB).fill(66)]),
  ...overrides,
});

beforeEach(() => localStorage.clear());
afterEach(resetFileDb);

describe('a restore never touches another file', () => {
  it("leaves out a file under another student's id in another list, and their bytes stay theirs", async () => {
    const victim = await othersNote();
    for (const file of [
      forged({}),
      forged({ path: 'schedules/forged.pdf', listKey: 'lecture_schedules' }),
    ]) {
      const backup = await openBackup(await backupOf([file]), materialKinds, RESTORER);
      expect(await backup.restore()).toEqual({
        restored: 0,
        skipped: 0,
        otherAccount: 0,
        clashing: 1,
        error: null,
      });
      await backup.close();
    }
    await expectUntouched(victim);
    expect(listFiles('notes_dsa')).toEqual([]);
    expect(listFiles('lecture_schedules')).toEqual([]);
  });

  it('leaves out a file that claims another uploader, and says so before the restore', async () => {
    const victim = await othersNote();
    const planted = forged({ id: 'planted', uploadedBy: OTHER });
    const mine = forged({ id: 'mine', path: 'notes/dsa/mine.pdf', bytes: new Blob(['mine']) });
    const backup = await openBackup(await backupOf([planted, mine]), materialKinds, RESTORER);
    expect(backup.summary.otherAccount).toBe(1);
    expect(await backup.restore()).toMatchObject({ restored: 1, otherAccount: 1, clashing: 0 });
    expect(listFiles('notes_dsa').map(({ id, uploadedBy }) => [id, uploadedBy])).toEqual([
      ['mine', RESTORER],
    ]);
    await expectUntouched(victim);
  });

  it('never writes over bytes stored under the id, even where no list names them', async () => {
    await saveFile({
      layout: layouts.books,
      record: { id: 'unlisted', uploadedBy: OTHER, subject: 'big-data' },
      file: realFile('big.pdf', 6 * MB),
    });
    localStorage.removeItem(layouts.books.listKey);
    const keysBefore = (await allKeys()).sort();
    const backup = await openBackup(
      await backupOf([forged({ id: 'unlisted' })]),
      materialKinds,
      RESTORER,
    );
    expect(await backup.restore()).toMatchObject({ restored: 0, clashing: 1, error: null });
    expect((await allKeys()).sort()).toEqual(keysBefore);
    expect(listFiles('notes_dsa')).toEqual([]);
  });
});

describe('a backup refused before anything is read or written', () => {
  it('with two entries of one name', async () => {
    const file = forged({ id: 'twice' });
    const zip = await backupOf([file], [await entry(file.path, new Blob(['other bytes']))]);
    await expect(openBackup(zip, materialKinds, RESTORER)).rejects.toThrow(
      'its manifest does not match the files in it. Nothing was restored.',
    );
  });

  it('with a manifest larger than any StudyShelf writes', async () => {
    const padded = new Blob([' '.repeat(MAX_MANIFEST_BYTES), manifestOf([])]);
    const zip = storedZip([await entry(MANIFEST_NAME, padded)]);
    await expect(openBackup(zip, materialKinds, RESTORER)).rejects.toThrow(
      "This backup's manifest is larger than any StudyShelf writes: it was not read. Nothing was restored.",
    );
  });

  it(`with more than ${MAX_BACKUP_ENTRIES} entries`, { timeout: 60_000 }, async () => {
    const empty = new Blob([]);
    const crc32 = await crc32OfBlob(empty);
    const entries = Array.from({ length: MAX_BACKUP_ENTRIES + 1 }, (_, i) => ({
      name: `notes/dsa/${i}.pdf`,
      data: empty,
      crc32,
      modified: AT,
    }));
    const zip = storedZip([await entry(MANIFEST_NAME, manifestOf([])), ...entries]);
    await expect(openBackup(zip, materialKinds, RESTORER)).rejects.toThrow(
      'This backup holds more than 20,000 files, more than StudyShelf restores at once. Nothing was restored.',
    );
  });
});
