/**
 * The pieces of files being received, each named by its SHA-256 and kept as it arrives, so a
 * transfer cut off half way (the link lost, a page closed) goes on where it stopped: the next try
 * says which pieces are here and the sender sends only the others. A file's pieces go once it is
 * stored; pieces of a file that never completed go after a week. The stash is only a head start:
 * when the browser's storage fails it, the transfer goes on without it.
 */
import { openDeviceDb } from './device-identity';
import { DEVICE_DB } from './keys';
import { withTimeout } from './bounded';
import { bytesMode } from './bytes-mode';

interface StashedPiece {
  /** The file it is a piece of: a later try at that file asks which of its pieces are here. */
  file: string;
  /** As a Blob where this browser stores Blobs (no copy through script), else an ArrayBuffer. */
  bytes: Blob | ArrayBuffer;
  at: number;
}

export interface PieceStash {
  /** The hashes of the pieces of `file` kept here from an earlier try. */
  piecesOf(file: string): Promise<string[]>;
  /** Keeps one checked piece of `file` under its hash; false if the stash could not. */
  keep(file: string, hash: string, bytes: Blob): Promise<boolean>;
  /** A kept piece's bytes, or null if it is gone. */
  read(hash: string): Promise<Blob | null>;
  /** Lets go of the pieces of `file`, stored now. */
  drop(file: string): Promise<void>;
  close(): void;
}

const KEPT_MS = 7 * 24 * 60 * 60_000;
/** A stash that does not answer is no reason to stop a transfer. */
const STASH_WAIT_MS = 10_000;

const bounded = <T>(work: Promise<T>, fallback: T) =>
  withTimeout(work, STASH_WAIT_MS, 'with a piece of a file').catch(() => fallback);

/** What a stash that cannot be opened does: keeps nothing, has nothing. */
const NO_STASH: PieceStash = {
  piecesOf: () => Promise.resolve([]),
  keep: () => Promise.resolve(false),
  read: () => Promise.resolve(null),
  drop: () => Promise.resolve(),
  close: () => undefined,
};

/** Opens the stash for one transfer, first letting go of pieces kept longer than a week. */
export async function openPieceStash(): Promise<PieceStash> {
  const db = await bounded(openDeviceDb(), null);
  if (!db) return NO_STASH;
  const writing = () => db.transaction(DEVICE_DB.pieces, 'readwrite');
  const dropKeys = async (keys: (tx: ReturnType<typeof writing>) => Promise<IDBValidKey[]>) => {
    const tx = writing();
    await Promise.all((await keys(tx)).map((key) => tx.store.delete(key)));
    await tx.done;
  };
  await bounded(
    dropKeys((tx) => tx.store.index('at').getAllKeys(IDBKeyRange.upperBound(Date.now() - KEPT_MS))),
    undefined,
  );
  return {
    piecesOf: async (file) =>
      (await bounded(db.getAllKeysFromIndex(DEVICE_DB.pieces, 'file', file), [])).filter(
        (key): key is string => typeof key === 'string',
      ),
    keep: async (file, hash, blob) => {
      const mode = await bytesMode();
      if (mode === 'unavailable') return false;
      const bytes = mode === 'arrayBuffers' ? await blob.arrayBuffer() : blob;
      const piece: StashedPiece = { file, bytes, at: Date.now() };
      return bounded(
        db.put(DEVICE_DB.pieces, piece, hash).then(() => true),
        false,
      );
    },
    read: async (hash) => {
      const piece = (await bounded(db.get(DEVICE_DB.pieces, hash), undefined)) as
        StashedPiece | undefined;
      if (!piece) return null;
      return piece.bytes instanceof Blob ? piece.bytes : new Blob([piece.bytes]);
    },
    drop: (file) =>
      bounded(
        dropKeys((tx) => tx.store.index('file').getAllKeys(file)),
        undefined,
      ),
    close: () => db.close(),
  };
}
