import { deleteDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_DB } from './keys';
import { openPieceStash } from './piece-stash';

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

afterEach(async () => {
  vi.useRealTimers();
  await deleteDB(DEVICE_DB.name);
});

describe('the pieces kept of files being received', () => {
  it('keeps a copy of each piece under its hash, lists them by file, and lets a file’s go', async () => {
    const stash = await openPieceStash();
    await stash.keep('file-1', HASH_A, new Blob([new Uint8Array([1, 2, 3])]));
    await stash.keep('file-2', HASH_B, new Blob([new Uint8Array([4])]));
    expect(await stash.piecesOf('file-1')).toEqual([HASH_A]);
    const kept = await stash.read(HASH_A);
    expect(new Uint8Array((await kept?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    await stash.drop('file-1');
    expect(await stash.piecesOf('file-1')).toEqual([]);
    expect(await stash.read(HASH_A)).toBeNull();
    expect(await stash.piecesOf('file-2')).toEqual([HASH_B]);
    stash.close();
  });

  it('lets go of pieces kept longer than a week when it is next opened', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
    const first = await openPieceStash();
    await first.keep('file-1', HASH_A, new Blob([new Uint8Array([1])]));
    first.close();
    vi.setSystemTime(new Date('2026-12-07T09:00:00Z'));
    const sixDays = await openPieceStash();
    expect(await sixDays.piecesOf('file-1')).toEqual([HASH_A]);
    sixDays.close();
    vi.setSystemTime(new Date('2026-12-08T09:00:01Z'));
    const later = await openPieceStash();
    expect(await later.piecesOf('file-1')).toEqual([]);
    later.close();
  });
});
