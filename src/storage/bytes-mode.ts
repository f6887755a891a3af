/**
 * How this device's browser can keep a large file's bytes in IndexedDB, decided once per start by a
 * self-test in scratch databases (never the student's own):
 * - 'slices': a `file.slice()` is stored as exactly its range (Blink); nothing is copied.
 * - 'copies': each chunk is copied into a Blob of its own (`new Blob([await slice.arrayBuffer()])`).
 *   WebKit stores a slice as its whole source file, while the slice's `size` still says 1 MB;
 *   a copy comes back exact.
 * - 'arrayBuffers': Blobs cannot be stored at all (WebKit's private windows), ArrayBuffers can.
 * - 'unavailable': nothing can be stored in IndexedDB here.
 *
 * WebKit hides the slice fault for as long as its storage process keeps the source Blob, so a slice
 * read back in the same run is always right: only a read at a later start, after the browser has
 * been closed, shows it. The self-test therefore stores a slice at every start and checks, at the
 * next, the one an earlier start stored; a mismatch ever seen is kept for good (SLICE_VERDICT_KEY).
 * Until slices are known to be exact they are used only where the engine is Blink, whose storage
 * of slices is measured; every other engine copies, which is always right.
 */
import { errorName } from './errors';
import { SCRATCH_DBS, STORAGE_KEYS } from './keys';
import { readJson, writeJson } from './local-json';
import { StorageTimeoutError, withTimeout } from './bounded';

export type BytesMode = 'slices' | 'copies' | 'arrayBuffers' | 'unavailable';

/**
 * A Blob put in a scratch database gets this long before Blobs count as refused: where WebKit
 * cannot store them (private windows) the put neither commits nor aborts.
 */
export const PROBE_STEP_MS = 4_000;
/**
 * Every other step (opening, an ArrayBuffer put, a read) fails fast where it is refused, so only a
 * slow device takes long over it: a busy phone's first open of IndexedDB has taken over 4 s. It gets
 * this long, and a self-test that ran out of time is not remembered: the next file asks again.
 */
export const SLOW_STEP_MS = 30_000;

const PROBE_BYTES = 64 * 1024;
const SLICE_START = 16 * 1024;
const SLICE_END = 32 * 1024;
const STORE = 'probe';
const KEY = 'sample';

/** The byte at `index` of the self-test's source: a pattern that no shifted range repeats. */
function patternByte(index: number): number {
  return (index * 7 + (index >> 8)) % 251;
}

function patternSource(): Blob {
  const bytes = new Uint8Array(PROBE_BYTES);
  for (let index = 0; index < PROBE_BYTES; index += 1) bytes[index] = patternByte(index);
  return new Blob([bytes]);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openScratch(name: string): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, 1);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(STORE)) opening.result.createObjectStore(STORE);
  };
  return withTimeout(request(opening), SLOW_STEP_MS, 'opening a scratch database');
}

/** Resolves when the put commits; a put that neither commits nor aborts fails after `ms`. */
function putOnce(db: IDBDatabase, value: unknown, ms: number): Promise<void> {
  const committed = new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('failed'));
    try {
      tx.objectStore(STORE).put(value, KEY);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return withTimeout(committed, ms, 'a scratch write');
}

async function readStored(db: IDBDatabase): Promise<unknown> {
  const tx = db.transaction(STORE, 'readonly');
  return withTimeout(request(tx.objectStore(STORE).get(KEY)), SLOW_STEP_MS, 'a scratch read');
}

/** Whether a slice stored at an earlier start came back as exactly its range (null: none to check). */
async function earlierSliceExact(stored: unknown): Promise<boolean | null> {
  if (!(stored instanceof Blob)) return null;
  // `new Blob([stored]).size` is the size of what is really there; `stored.size` may not be.
  const real = new Blob([stored]);
  if (real.size !== SLICE_END - SLICE_START) return false;
  const bytes = new Uint8Array(await real.arrayBuffer());
  return bytes.every((value, index) => value === patternByte(SLICE_START + index));
}

function closeQuietly(db: IDBDatabase | undefined): void {
  try {
    db?.close();
  } catch {
    // Closing a connection that failed to open: nothing to close.
  }
}

/** Whether ArrayBuffers can be stored at all: the floor every other mode stands on. */
async function canStoreArrayBuffers(): Promise<'stores' | 'refuses' | 'no answer'> {
  let db: IDBDatabase | undefined;
  try {
    db = await openScratch(SCRATCH_DBS.arrayBuffers);
    await putOnce(db, new ArrayBuffer(16), SLOW_STEP_MS);
    return 'stores';
  } catch (error) {
    return error instanceof StorageTimeoutError ? 'no answer' : 'refuses';
  } finally {
    closeQuietly(db);
  }
}

/**
 * Checks the slice an earlier start stored and stores a new one. A separate database from the
 * ArrayBuffer test: where a Blob put hangs (WebKit's private windows), every later write to its
 * store waits behind it.
 */
async function blobSelfTest(): Promise<'stores' | 'refuses'> {
  let db: IDBDatabase | undefined;
  try {
    db = await openScratch(SCRATCH_DBS.blobs);
    const exact = await earlierSliceExact(await readStored(db));
    if (exact === false) writeJson(STORAGE_KEYS.sliceVerdict, 'unsafe');
    await putOnce(db, patternSource().slice(SLICE_START, SLICE_END), PROBE_STEP_MS);
    return 'stores';
  } catch (error) {
    // A quota error says nothing about Blobs; the files' own writes will report it.
    return errorName(error) === 'QuotaExceededError' ? 'stores' : 'refuses';
  } finally {
    closeQuietly(db);
  }
}

/** Blink's storage of slices is measured exact; `userAgentData` is Blink's alone. */
function isBlink(): boolean {
  return typeof navigator !== 'undefined' && 'userAgentData' in navigator;
}

/** The mode, and whether it is this start's verdict (false: storage did not answer in time). */
async function probe(): Promise<{ mode: BytesMode; settled: boolean }> {
  if (typeof indexedDB === 'undefined') return { mode: 'unavailable', settled: true };
  const floor = await canStoreArrayBuffers();
  if (floor !== 'stores') return { mode: 'unavailable', settled: floor === 'refuses' };
  if ((await blobSelfTest()) === 'refuses') return { mode: 'arrayBuffers', settled: true };
  const slicesFaulty = readJson(STORAGE_KEYS.sliceVerdict, isVerdict) === 'unsafe';
  return { mode: !slicesFaulty && isBlink() ? 'slices' : 'copies', settled: true };
}

function isVerdict(value: unknown): value is 'unsafe' {
  return value === 'unsafe';
}

let decided: Promise<BytesMode> | null = null;

/** This device's way of storing bytes, self-tested once per start (memoised once it is settled). */
export function bytesMode(): Promise<BytesMode> {
  const asked = (decided ??= probe()
    .then(({ mode, settled }) => {
      if (!settled && decided === asked) decided = null;
      return mode;
    })
    .catch(() => 'copies' as const));
  return asked;
}

/** Whether slices may have been stored as their whole source here: the repair looks only then. */
export async function slicesMayBeDamaged(): Promise<boolean> {
  return (await bytesMode()) !== 'slices';
}

/** For tests: forget the decision, so the next call probes again. */
export function resetBytesMode(): void {
  decided = null;
}
