import { BlobReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import '../../shared/zip-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { saveFile } from '../../storage/file-store';
import { layouts, patternBytes, realFile, resetFileDb } from '../../testing/stored-files';
import { zipFiles } from './zip-files';

afterEach(async () => {
  localStorage.clear();
  await resetFileDb();
});

describe('a zip of chosen files', () => {
  it('holds each file to the byte, named by its name: numbered where two share one, never a path', async () => {
    const stored = [];
    for (const [name, size] of [
      ['week-1.pdf', 1000],
      ['Week-1.pdf', 3000],
      ['../../evil.pdf', 10],
    ] as const) {
      const record = await saveFile({
        layout: layouts.notes,
        file: realFile(name, size, 'application/pdf'),
        record: {
          id: `notes_ai-ml_1764223200000_${name.length}x${size}`.slice(0, 40),
          uploadedBy: 'u',
        },
      });
      stored.push({ record, layout: layouts.notes });
    }
    const zip = await zipFiles(stored);
    const reader = new ZipReader(new BlobReader(zip));
    const entries = await reader.getEntries();
    expect(entries.map((entry) => entry.filename)).toEqual([
      'week-1.pdf',
      'Week-1 (2).pdf',
      '.._.._evil.pdf',
    ]);
    const sizes = [1000, 3000, 10];
    for (const [index, entry] of entries.entries()) {
      if (entry.directory) throw new Error('a folder in the zip');
      expect(await entry.getData(new Uint8ArrayWriter())).toEqual(
        patternBytes(0, sizes[index] ?? 0),
      );
    }
    await reader.close();
  });
});
