/**
 * A crafted backup restored on a device where another student keeps files: nothing of theirs is
 * touched, and whatever the backup is refused for, nothing is written.
 */
import { deflateRawSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { materialKinds } from './material-kinds';
import { manifestBombZip } from '../testing/manifest-bomb';
import { deleteFile, listFiles, readFile, saveFile } from '../storage/file-store';
import { trashOf } from '../storage/trash';
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
import { crc32OfBlob } from '../shared/blob-crc32';
import {
  MAX_BACKUP_ENTRIES,
  MAX_MANIFEST_BYTES,
  openBackup,
  restoreBatches,
} from '../features/backup/read-backup';
import { storedZip, type StoredEntry } from '../shared/stored-zip';

const RESTORER = 'uid-a';
const OTHER = 'uid-b';
const AT = new Date('2026-11-27T06:00:00.000Z');
/** Ids of the shape a notes_dsa file has: a restore refuses any other shape there. */
const dsaId = (random: string) => `notes_dsa_1764223200000_${random}`;
const VICTIM_ID = dsaId('victim001');

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

function manifestText(files: readonly Crafted[]): string {
  const manifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    createdAt: AT.toISOString(),
    files: files.map((file) => ({ path: file.path, listKey: file.listKey, record: record(file) })),
  };
  return JSON.stringify(manifest);
}

const manifestOf = (files: readonly Crafted[]) => new Blob([manifestText(files)]);

async function backupOf(files: readonly Crafted[], extra: StoredEntry<Blob>[] = []): Promise<Blob> {
  return storedZip([
    await entry(MANIFEST_NAME, manifestOf(files)),
    ...(await Promise.all(files.map((file) => entry(file.path, file.bytes)))),
    ...extra,
  ]);
}

/**
 * The other student's 2 MB note, kept in IndexedDB in chunks, under an id of notes_dsa's shape
 * in another list (as a list edited by hand, or an older version, may leave it).
 */
async function othersNote() {
  return saveFile({
    layout: layouts.notes,
    record: { id: VICTIM_ID, uploadedBy: OTHER, subject: 'ai-ml' },
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
  id: VICTIM_ID,
  uploadedBy: RESTORER,
  bytes: new Blob([new Uint8Array(3 * MB).fill(66)]),
  ...overrides,
});

beforeEach(() => localStorage.clear());
afterEach(resetFileDb);

describe('a restore never touches another file', () => {
  it("leaves out a file under another student's id in another list, and their bytes stay theirs", async () => {
    const victim = await othersNote();
    const backup = await openBackup(await backupOf([forged({})]), materialKinds, RESTORER);
    expect(await backup.restore()).toEqual({
      restored: 0,
      skipped: 0,
      otherAccount: 0,
      inTrash: 0,
      clashing: 1,
      error: null,
    });
    await backup.close();
    await expectUntouched(victim);
    expect(listFiles('notes_dsa')).toEqual([]);
  });

  it('refuses a file whose id, subject or paper type is not of the list it is put in', async () => {
    const victim = await othersNote();
    const papers = { path: 'papers/ai-ml/mid-sem/p.pdf', listKey: 'papers_ai-ml_mid-sem' };
    for (const file of [
      // Another kind's id, and the id of one of the victim's chunks.
      forged({ path: 'schedules/forged.pdf', listKey: 'lecture_schedules' }),
      forged({ id: `${VICTIM_ID}_chunk_0` }),
      forged({ id: 'notes_ai-ml_1764223200000_abc' }),
      forged({ id: '../../victim' }),
      // A subject and a paper type outside the spec's lists.
      forged({ path: 'notes/no-such/f.pdf', listKey: 'notes_no-such', id: 'notes_no-such_1_a' }),
      forged({ ...papers, listKey: 'papers_ai-ml_final', path: 'papers/ai-ml/final/p.pdf' }),
    ]) {
      await expect(
        openBackup(await backupOf([file]), materialKinds, RESTORER),
        file.id,
      ).rejects.toThrow(/does not make \(.*\)\. Nothing was restored\.$|does not match/);
    }
    // A record naming a subject or paper type other than its list's.
    const paper = forged({ ...papers, id: 'ai-ml_mid-sem_1764223200000_abc' });
    for (const mismatch of [{ subject: 'dsa' }, { paperType: 'end-sem' }]) {
      const manifest = JSON.parse(manifestText([paper])) as {
        files: { record: Record<string, unknown> }[];
      };
      Object.assign(manifest.files[0]?.record ?? {}, mismatch);
      const zip = storedZip([
        await entry(MANIFEST_NAME, new Blob([JSON.stringify(manifest)])),
        await entry(paper.path, paper.bytes),
      ]);
      await expect(openBackup(zip, materialKinds, RESTORER)).rejects.toThrow(
        `(${paper.path}). Nothing was restored.`,
      );
    }
    await expectUntouched(victim);
    expect(await allKeys()).toHaveLength(4);
  });

  it('refuses sizes that are not whole byte counts and fields longer than any name', async () => {
    const file = forged({ id: dsaId('abc') });
    for (const [field, value] of [
      ['fileSize', '1e400'],
      ['fileSize', '3145728.5'],
      ['fileName', JSON.stringify('a'.repeat(256))],
      ['uploadedAt', '"not a date"'],
    ] as const) {
      const text = manifestText([file]).replace(
        new RegExp(`"${field}":("[^"]*"|[0-9.e]+)`),
        `"${field}":${value}`,
      );
      const zip = storedZip([
        await entry(MANIFEST_NAME, new Blob([text])),
        await entry(file.path, file.bytes),
      ]);
      await expect(openBackup(zip, materialKinds, RESTORER), field).rejects.toThrow(
        'its manifest does not match the files in it. Nothing was restored.',
      );
    }
  });

  it('leaves out a file that claims another uploader, and says so before the restore', async () => {
    const victim = await othersNote();
    const planted = forged({ id: dsaId('planted1'), uploadedBy: OTHER });
    const mine = forged({
      id: dsaId('mine0001'),
      path: 'notes/dsa/mine.pdf',
      bytes: new Blob(['mine']),
    });
    const backup = await openBackup(await backupOf([planted, mine]), materialKinds, RESTORER);
    expect(backup.summary.otherAccount).toBe(1);
    expect(await backup.restore()).toMatchObject({ restored: 1, otherAccount: 1, clashing: 0 });
    expect(listFiles('notes_dsa').map(({ id, uploadedBy }) => [id, uploadedBy])).toEqual([
      [dsaId('mine0001'), RESTORER],
    ]);
    await expectUntouched(victim);
  });

  it('leaves out a file the student has in their Trash, which keeps it as it was', async () => {
    const dsa = { ...layouts.notes, listKey: 'notes_dsa' };
    const id = dsaId('trashed1');
    await saveFile({
      layout: dsa,
      record: { id, uploadedBy: RESTORER, subject: 'dsa' },
      file: realFile('week-1.pdf', 2 * MB + 7),
    });
    await deleteFile(dsa, id, RESTORER);
    const backup = await openBackup(
      await backupOf([forged({ id, path: 'notes/dsa/week-1.pdf', bytes: new Blob(['older']) })]),
      materialKinds,
      RESTORER,
    );
    expect(await backup.restore()).toMatchObject({ restored: 0, inTrash: 1, clashing: 0 });
    expect(listFiles('notes_dsa')).toEqual([]);
    const [kept] = trashOf(RESTORER);
    expect(kept?.record.id).toBe(id);
    if (kept) await expectPatternBytes(await readFile(kept.record, dsa), 2 * MB + 7);
  });

  it('never writes over bytes stored under the id, even where no list names them', async () => {
    await saveFile({
      layout: layouts.books,
      record: { id: dsaId('unlisted1'), uploadedBy: OTHER, subject: 'big-data' },
      file: realFile('big.pdf', 6 * MB),
    });
    localStorage.removeItem(layouts.books.listKey);
    const keysBefore = (await allKeys()).sort();
    const backup = await openBackup(
      await backupOf([forged({ id: dsaId('unlisted1') })]),
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

  it('with a manifest larger than any StudyShelf writes', { timeout: 60_000 }, async () => {
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

describe('a manifest bomb', () => {
  const INFLATED = 256 * MB;
  // Deflating 256 MB takes a few seconds on a busy machine: once, for both.
  let deflated: Uint8Array<ArrayBuffer> | undefined;
  const bomb = (stated: number) => {
    deflated ??= new Uint8Array(deflateRawSync(Buffer.alloc(INFLATED, 0x20), { level: 9 }));
    return manifestBombZip(deflated, stated);
  };

  it('is refused unread when its directory states its size', { timeout: 60_000 }, async () => {
    await expect(openBackup(bomb(INFLATED), materialKinds, RESTORER)).rejects.toThrow(
      "This backup's manifest is larger than any StudyShelf writes",
    );
  });

  it(
    'is refused, inflated no further than the size it states, when it understates it',
    { timeout: 60_000 },
    async () => {
      // Read whole, its 256 MB of text would be refused as too large after the read; stopped at
      // the size it states, it cannot be read at all.
      await expect(openBackup(bomb(100), materialKinds, RESTORER)).rejects.toThrow(
        'This backup could not be read. Nothing was restored.',
      );
      expect(await allKeys()).toEqual([]);
    },
  );
});

describe('a restore of many small files', () => {
  it(
    'writes each list once per batch of files, not once per file',
    { timeout: 60_000 },
    async () => {
      const files = Array.from({ length: 1200 }, (_, index) =>
        forged({
          id: dsaId(`f${index}`),
          path: `notes/dsa/f${index}.txt`,
          bytes: new Blob([`file ${index}`]),
        }),
      );
      const backup = await openBackup(await backupOf(files), materialKinds, RESTORER);
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      expect(await backup.restore()).toMatchObject({ restored: 1200, error: null });
      const listWrites = setItem.mock.calls.filter(([key]) => key === 'notes_dsa').length;
      setItem.mockRestore();
      // 500 files a batch: three writes, where one per file made 1,200.
      expect(listWrites).toBe(3);
      expect(listFiles('notes_dsa')).toHaveLength(1200);
    },
  );

  it('stops at a file damaged since, keeping the files before it in its batch', async () => {
    const files = ['a', 'b', 'c'].map((name) =>
      forged({ id: dsaId(name), path: `notes/dsa/${name}.txt`, bytes: new Blob([`file ${name}`]) }),
    );
    const [first, damaged, last] = await Promise.all(
      files.map((file) => entry(file.path, file.bytes)),
    );
    const zip = storedZip([
      await entry(MANIFEST_NAME, manifestOf(files)),
      first as StoredEntry<Blob>,
      // Its bytes no longer match the CRC-32 the backup recorded.
      { ...(damaged as StoredEntry<Blob>), data: new Blob(['file B']) },
      last as StoredEntry<Blob>,
    ]);
    const backup = await openBackup(zip, materialKinds, RESTORER);
    expect(await backup.restore()).toMatchObject({
      restored: 1,
      error:
        'This backup is damaged: notes/dsa/b.txt is not what was backed up. The files restored before it were kept.',
    });
    expect(listFiles('notes_dsa').map(({ id }) => id)).toEqual([dsaId('a')]);
  });

  it('batches by list, by count and by bytes, a larger file alone', () => {
    const file = (listKey: string, fileSize: number) => ({ listKey, record: { fileSize } });
    const sizes = (batches: ReturnType<typeof file>[][]) =>
      batches.map((batch) => batch.map(({ listKey, record }) => `${listKey}:${record.fileSize}`));
    expect(
      sizes(
        restoreBatches([
          file('a', 3 * MB),
          file('b', 1),
          file('a', MB),
          file('a', 1),
          file('a', 9 * MB),
          file('a', 1),
        ]),
      ),
    ).toEqual([[`a:${3 * MB}`, `a:${MB}`], ['a:1'], [`a:${9 * MB}`], ['a:1'], ['b:1']]);
    expect(
      restoreBatches(Array.from({ length: 1001 }, () => file('a', 1))).map((b) => b.length),
    ).toEqual([500, 500, 1]);
  });
});
