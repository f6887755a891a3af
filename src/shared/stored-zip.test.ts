// @vitest-environment node
// Node's own Blob, which streams as browsers do (jsdom's has no stream()).
import { BlobReader, configure, TextWriter, ZipReader } from '@zip.js/zip.js';
import { buf as crc32Of, str as crc32OfText } from 'crc-32';
import { describe, expect, it } from 'vitest';
import { crc32OfBlob } from './blob-crc32';
import { storedZip, storedZipParts } from './stored-zip';

configure({ useWebWorkers: false });

const text = (value: string) => new Blob([new TextEncoder().encode(value)]);

describe('crc32OfBlob', () => {
  it('matches the zip checksum of the same bytes, across 1 MB steps', async () => {
    const bytes = new Uint8Array(2.5 * 1024 * 1024).map((_, i) => (i * 7) % 251);
    expect(await crc32OfBlob(new Blob([bytes]))).toBe(crc32Of(bytes) >>> 0);
    expect(await crc32OfBlob(text('The quick brown fox'))).toBe(
      crc32OfText('The quick brown fox') >>> 0,
    );
    expect(await crc32OfBlob(new Blob([]))).toBe(0);
  });
});

describe('storedZip', () => {
  it('is read back by an independent reader, names, dates and bytes intact, checksums verified', async () => {
    const files = [
      { name: 'studyshelf-manifest.json', body: '{"files":[]}' },
      { name: 'notes/dsa/wëek 1.pdf', body: '%PDF-1.4 lecture one' },
      { name: 'schedules/empty.txt', body: '' },
    ];
    const modified = new Date(2026, 10, 24, 9, 30, 12);
    const zip = storedZip(
      await Promise.all(
        files.map(async ({ name, body }) => ({
          name,
          data: text(body),
          crc32: await crc32OfBlob(text(body)),
          modified,
        })),
      ),
    );
    const reader = new ZipReader(new BlobReader(zip), { checkCrc32: true });
    const entries = await reader.getEntries();
    expect(entries.map((e) => e.filename)).toEqual(files.map((f) => f.name));
    for (const [i, entry] of entries.entries()) {
      expect(entry.directory).toBe(false);
      expect(entry.compressionMethod).toBe(0);
      expect(entry.lastModDate).toEqual(modified);
      if (!entry.directory) expect(await entry.getData(new TextWriter())).toBe(files[i]?.body);
    }
    await reader.close();
  });

  it('refuses a wrong checksum when read back', async () => {
    const zip = storedZip([
      { name: 'a.txt', data: text('abc'), crc32: 1234, modified: new Date() },
    ]);
    const reader = new ZipReader(new BlobReader(zip), { checkCrc32: true });
    const [entry] = await reader.getEntries();
    await expect(entry && !entry.directory && entry.getData(new TextWriter())).rejects.toThrow();
    await reader.close();
  });

  it('adds Zip64 records once offsets pass 4 GB, and only then', () => {
    const MB = 1024 * 1024;
    const entry = (i: number) => ({
      name: `books/x/${i}.pdf`,
      data: { size: 100 * MB },
      crc32: i,
      modified: new Date(2026, 0, 1),
    });
    const tail = (parts: ({ size: number } | Uint8Array)[], n: number) =>
      parts.slice(-n).map((p) => (p instanceof Uint8Array ? p : null));

    const small = storedZipParts(Array.from({ length: 3 }, (_, i) => entry(i)));
    const [end] = tail(small, 1);
    expect(end && new DataView(end.buffer).getUint32(0, true)).toBe(0x06054b50);
    expect(small.filter((p) => p instanceof Uint8Array && p.length === 56)).toHaveLength(0);

    // 45 files of 100 MB: the last ones start past 4 GB, as does the central directory.
    const large = storedZipParts(Array.from({ length: 45 }, (_, i) => entry(i)));
    const [zip64End, locator, classicEnd] = tail(large, 3);
    const view = (bytes: Uint8Array | null | undefined) => {
      if (!bytes) throw new Error('expected a header');
      return new DataView(bytes.buffer);
    };
    const headerBytes = large
      .slice(0, 90)
      .reduce((sum, p) => sum + (p instanceof Uint8Array ? p.length : 0), 0);
    const directoryOffset = 45 * 100 * MB + headerBytes;
    expect(view(zip64End).getUint32(0, true)).toBe(0x06064b50);
    expect(view(zip64End).getBigUint64(48, true)).toBe(BigInt(directoryOffset));
    expect(view(zip64End).getBigUint64(32, true)).toBe(45n);
    expect(view(locator).getUint32(0, true)).toBe(0x07064b50);
    expect(view(classicEnd).getUint32(16, true)).toBe(0xffffffff);
    // The entries placed past 4 GB carry their offset in a Zip64 extra field; earlier ones do not.
    const central = large.slice(90, 135) as Uint8Array[];
    const offsets = central.map((header) => {
      const v = view(header);
      const short = v.getUint32(42, true);
      if (short !== 0xffffffff) return short;
      const extraAt = 46 + v.getUint16(28, true);
      expect(v.getUint16(extraAt, true)).toBe(0x0001);
      return Number(v.getBigUint64(extraAt + 4, true));
    });
    let expected = 0;
    for (const [i, header] of (large.slice(0, 90) as Uint8Array[]).entries()) {
      if (i % 2 === 1) continue;
      expect(offsets[i / 2]).toBe(expected);
      expected += header.length + 100 * MB;
    }
    expect(offsets.filter((o) => o >= 0xffffffff).length).toBeGreaterThan(0);
  });
});
