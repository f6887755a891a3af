import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBytesMode } from './bytes-mode';
import { listFiles, readFile, saveFile } from './file-store';
import { checkIntegrity, repairIntegrity } from './health';
import { chunkKey } from './file-db';
import { lastSliceRepair, repairSliceDamage, resetSliceRepair } from './slice-repair';
import type { FileDbRecord, FileRecordFields } from './records';
import {
  allKeys,
  expectPatternBytes,
  layouts,
  MB,
  patternBytes,
  putRecords,
  realFile,
  resetFileDb,
} from '../testing/stored-files';

const fields: FileRecordFields = {
  fileName: 'graphs.pdf',
  fileSize: 3 * MB + 5,
  fileType: 'application/pdf',
  uploadedAt: '2026-11-01T10:00:00.000Z',
  uploadedBy: 'u',
  subject: 'dsa',
};

/**
 * A note stored the way WebKit stored a `file.slice()`: every chunk record says its own 1 MB
 * range but holds the whole `source`.
 */
function storedAsWholeSource(id: string, source: Blob, size: number): FileDbRecord[] {
  const totalChunks = Math.ceil(size / MB);
  const records: FileDbRecord[] = [
    { id, isMetadata: true, totalChunks, originalSize: size, ...fields, fileSize: size },
  ];
  for (let chunkIndex = 0; chunkIndex < totalChunks; chunkIndex += 1) {
    records.push({
      id: chunkKey(id, chunkIndex),
      fileId: id,
      chunkIndex,
      totalChunks,
      data: source,
      size: Math.min(MB, size - chunkIndex * MB),
      ...fields,
      fileSize: size,
    });
  }
  return records;
}

function listEntry(id: string, size: number) {
  localStorage.setItem(
    'notes_dsa',
    JSON.stringify([{ id, ...fields, fileSize: size, isLargeFile: true }]),
  );
}

function onlyEntry() {
  const [entry] = listFiles('notes_dsa');
  if (!entry) throw new Error('the note is not listed');
  return entry;
}

beforeEach(() => {
  localStorage.clear();
  resetBytesMode();
  resetSliceRepair();
});
afterEach(resetFileDb);

describe('repairing files stored as their whole source', () => {
  it('reads such a file as missing, never as a wrong file', async () => {
    const size = 3 * MB + 5;
    await putRecords(storedAsWholeSource('n1', new Blob([patternBytes(0, size)]), size));
    listEntry('n1', size);
    const entry = onlyEntry();
    await expect(readFile(entry, layouts.notes)).rejects.toThrow('File not found in storage');
  });

  it('rebuilds a damaged upload exactly and says how much space it freed', async () => {
    const size = 3 * MB + 5;
    await putRecords(storedAsWholeSource('n1', new Blob([patternBytes(0, size)]), size));
    listEntry('n1', size);

    const report = await repairSliceDamage();
    expect(report).toMatchObject({ repaired: 1, removable: 0, freedBytes: 3 * size });
    expect(lastSliceRepair()).toEqual(report);

    await expectPatternBytes(await readFile(onlyEntry(), layouts.notes), size);
    expect((await allKeys()).sort()).toEqual([
      'n1',
      'n1_chunk_0',
      'n1_chunk_1',
      'n1_chunk_2',
      'n1_chunk_3',
    ]);
    expect(await checkIntegrity()).toEqual({ broken: [], orphanRecords: 0 });
    // Nothing left to mend: a second start finds the library whole.
    resetSliceRepair();
    expect(await repairSliceDamage()).toBeNull();
  });

  it('reports a file whose source was larger than itself (a restored zip) for removal', async () => {
    const size = 2 * MB + 1;
    const zip = new Blob([patternBytes(0, 5 * MB)]);
    await putRecords(storedAsWholeSource('n2', zip, size));
    listEntry('n2', size);

    expect(await repairSliceDamage()).toMatchObject({ repaired: 0, removable: 1, freedBytes: 0 });
    const integrity = await checkIntegrity();
    expect(integrity.broken.map(({ record }) => record.id)).toEqual(['n2']);
    await repairIntegrity(integrity);
    expect(listFiles('notes_dsa')).toEqual([]);
    expect(await allKeys()).toEqual([]);
  });

  it('leaves a library stored correctly untouched', async () => {
    await saveFile({
      layout: layouts.notes,
      record: { id: 'ok', uploadedBy: 'u', subject: 'dsa' },
      file: realFile('ok.pdf', 2 * MB + 3),
    });
    const before = await allKeys();
    expect(await repairSliceDamage()).toBeNull();
    expect(await allKeys()).toEqual(before);
    expect(lastSliceRepair()).toBeNull();
  });
});
