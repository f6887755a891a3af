import { describe, expect, it } from 'vitest';
import { crc32OfBlob } from '../../shared/blob-crc32';
import { storedZip } from '../../shared/stored-zip';
import { statedEntryCount } from './zip-entry-count';

describe('statedEntryCount', () => {
  it('reads the count from the end record, past a comment-free tail', async () => {
    const data = new Blob(['x']);
    const crc32 = await crc32OfBlob(data);
    const entries = Array.from({ length: 3 }, (_, index) => ({
      name: `f${index}.txt`,
      data,
      crc32,
      modified: new Date('2026-11-27T06:00:00Z'),
    }));
    expect(await statedEntryCount(storedZip(entries))).toBe(3);
  });

  it('says null of bytes that are not a zip', async () => {
    expect(await statedEntryCount(new Blob(['not a zip at all']))).toBeNull();
  });
});
