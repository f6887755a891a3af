/**
 * The pieces a transfer keeps when it is cut off (src/storage/piece-stash.ts) in each engine's
 * own IndexedDB: kept as a Blob where the engine stores Blobs, else as an ArrayBuffer, and read
 * back byte for byte by a later page, after a reload: each piece's SHA-256 is checked in the page.
 * (Debian's WebKitGTK has no WebRTC, so no transfer reaches WebKit's stash; the browsers that do,
 * Safari among them, store it as this does.)
 */
import { describe, expect, it } from 'vitest';
import { engines, withStudent } from './engines';
import { pageBundle } from './page-bundle';

/** In the page: SHA-256 of bytes as hex. */
const HEX_OF = `const hexOf = async (bytes) => Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join('');`;

describe.each(engines())('%s: pieces kept of a transfer cut off', (engine) => {
  it('come back byte for byte after a reload, listed by their file, and go when it is stored', async () => {
    const script = await pageBundle('src/storage/piece-stash.ts', 'PieceStash');
    await withStudent(engine, async (page) => {
      await page.goto('/');
      const kept = await page.evaluate<string[]>(`async function () {
        ${script};
        ${HEX_OF}
        const stash = await PieceStash.openPieceStash();
        const hashes = [];
        for (const size of [1024 * 1024, 1024 * 1024, 10]) {
          const bytes = new Uint8Array(size);
          for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
          const hash = await hexOf(bytes);
          if (!(await stash.keep('file-1', hash, new Blob([bytes])))) throw new Error('not kept');
          hashes.push(hash);
        }
        stash.close();
        return hashes;
      }`);
      await page.reload();
      const back = await page.evaluate<{
        listed: string[];
        hashes: (string | null)[];
        after: string[];
      }>(
        `async function () {
          ${script};
          ${HEX_OF}
          const stash = await PieceStash.openPieceStash();
          const listed = (await stash.piecesOf('file-1')).sort();
          const hashes = [];
          for (const hash of ${JSON.stringify(kept)}) {
            const blob = await stash.read(hash);
            hashes.push(blob ? await hexOf(await blob.arrayBuffer()) : null);
          }
          await stash.drop('file-1');
          const after = await stash.piecesOf('file-1');
          stash.close();
          return { listed, hashes, after };
        }`,
      );
      expect(back.listed).toEqual([...kept].sort());
      expect(back.hashes).toEqual(kept);
      expect(back.after).toEqual([]);
    });
  });
});
