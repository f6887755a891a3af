import { afterEach, describe, expect, it } from 'vitest';
import { listFiles, saveFile } from './file-store';
import { checkIntegrity, repairIntegrity } from './health';
import { openFileDb } from './file-db';
import { allKeys, layouts, lazyFile, MB, realFile, resetFileDb } from '../testing/stored-files';

afterEach(resetFileDb);

const save = (id: string, file: File) =>
  saveFile({ layout: layouts.notes, record: { id, uploadedBy: 'u', subject: 'ai-ml' }, file });

describe('the integrity check', () => {
  it('finds entries missing bytes and records no list names; repair removes the broken and lists the whole again', async () => {
    await save('whole', lazyFile('whole.pdf', 2 * MB));
    await save('holed', lazyFile('holed.pdf', 3 * MB));
    await save('small', realFile('small.txt', 4));
    const db = await openFileDb();
    await db.delete('files', 'holed_chunk_1');
    await db.put('files', {
      id: 'stray',
      fileName: 'x',
      fileSize: 1,
      fileType: '',
      uploadedAt: '',
      uploadedBy: 'u',
      data: new Blob(['x']),
    });

    const report = await checkIntegrity();
    expect(report.broken.map(({ record }) => record.id)).toEqual(['holed']);
    expect(report.orphanRecords).toBe(1);

    await repairIntegrity(report);
    expect(
      listFiles('notes_ai-ml')
        .map(({ id }) => id)
        .sort(),
    ).toEqual(['small', 'whole']);
    // What was left of the broken file is gone; the stray record, a whole file of its own that
    // no list named, is listed again where its fields say (a schedule: it names no subject).
    expect((await allKeys()).sort()).toEqual(['stray', 'whole', 'whole_chunk_0', 'whole_chunk_1']);
    expect(listFiles('lecture_schedules').map(({ id }) => id)).toEqual(['stray']);
    expect(await checkIntegrity()).toEqual({ broken: [], orphanRecords: 0 });
  });

  it('counts a whole file whose list entry was lost, and repair lists it again rather than deleting it', async () => {
    await save('kept', lazyFile('kept.pdf', 2 * MB));
    await save('lost', lazyFile('lost.pdf', 3 * MB));
    // The list entry never reached the disk; every byte of the file did.
    const list = JSON.parse(localStorage.getItem('notes_ai-ml') ?? '[]') as { id: string }[];
    localStorage.setItem('notes_ai-ml', JSON.stringify(list.filter(({ id }) => id !== 'lost')));

    const report = await checkIntegrity();
    expect(report).toEqual({ broken: [], orphanRecords: 4 });
    await repairIntegrity(report);
    expect(
      listFiles('notes_ai-ml')
        .map(({ id }) => id)
        .sort(),
    ).toEqual(['kept', 'lost']);
    expect(await allKeys()).toHaveLength(7);
    expect(await checkIntegrity()).toEqual({ broken: [], orphanRecords: 0 });
  });

  it('reports a chunk cut short, though its record still claims the full size, and repair removes the file', async () => {
    await save('whole', lazyFile('whole.pdf', 2 * MB));
    await save('cut', lazyFile('cut.pdf', 3 * MB + 5));
    const db = await openFileDb();
    const chunk = await db.get('files', 'cut_chunk_1');
    if (!chunk || !('data' in chunk) || !(chunk.data instanceof Blob)) throw new Error('no chunk');
    await db.put('files', { ...chunk, data: chunk.data.slice(0, MB - 1) });

    const report = await checkIntegrity();
    expect(report.broken.map(({ record }) => record.id)).toEqual(['cut']);

    await repairIntegrity(report);
    expect(listFiles('notes_ai-ml').map(({ id }) => id)).toEqual(['whole']);
    expect(await checkIntegrity()).toEqual({ broken: [], orphanRecords: 0 });
  });
});
