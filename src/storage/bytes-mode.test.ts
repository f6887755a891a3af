import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesMode, PROBE_STEP_MS, resetBytesMode, SLOW_STEP_MS } from './bytes-mode';
import { SCRATCH_DBS, STORAGE_KEYS } from './keys';

function stubBlink(): void {
  Object.defineProperty(navigator, 'userAgentData', { value: {}, configurable: true });
}

function deleteDb(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

/** What an earlier start of a faulty engine left: a slice stored as its whole 64 KB source. */
async function seedWholeSourceSlice(): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(SCRATCH_DBS.blobs, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('probe');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error('open failed'));
  });
  await new Promise<void>((resolve) => {
    const tx = db.transaction('probe', 'readwrite');
    tx.objectStore('probe').put(new Blob([new Uint8Array(64 * 1024)]), 'sample');
    tx.oncomplete = () => resolve();
  });
  db.close();
}

beforeEach(() => {
  localStorage.clear();
  resetBytesMode();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'userAgentData');
  await deleteDb(SCRATCH_DBS.blobs);
  await deleteDb(SCRATCH_DBS.arrayBuffers);
});

describe('the self-test of how bytes are stored', () => {
  it('copies chunks in an engine whose slices are not known to be exact', async () => {
    expect(await bytesMode()).toBe('copies');
  });

  it('stores slices as they are in Blink', async () => {
    stubBlink();
    expect(await bytesMode()).toBe('slices');
  });

  it('copies for good once a slice stored at an earlier start came back as its whole source', async () => {
    stubBlink();
    await seedWholeSourceSlice();
    expect(await bytesMode()).toBe('copies');
    expect(localStorage.getItem(STORAGE_KEYS.sliceVerdict)).toBe('"unsafe"');
    // The next start finds a good slice (written just now), and still remembers the fault.
    resetBytesMode();
    expect(await bytesMode()).toBe('copies');
  });

  it('keeps using slices when the slice stored at an earlier start came back exact', async () => {
    stubBlink();
    expect(await bytesMode()).toBe('slices');
    resetBytesMode();
    expect(await bytesMode()).toBe('slices');
    expect(localStorage.getItem(STORAGE_KEYS.sliceVerdict)).toBeNull();
  });

  it('writes ArrayBuffers from the start where Blobs cannot be stored', async () => {
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if (value instanceof Blob) throw new DOMException('Error preparing Blob', 'UnknownError');
      return put.call(this, value, key);
    });
    expect(await bytesMode()).toBe('arrayBuffers');
  });

  it('says nothing can be stored when IndexedDB never answers, without hanging, and asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const open = vi
      .spyOn(indexedDB, 'open')
      .mockImplementation(() => ({}) as unknown as IDBOpenDBRequest);
    const mode = bytesMode();
    await vi.advanceTimersByTimeAsync(SLOW_STEP_MS + 1);
    expect(await mode).toBe('unavailable');
    // A storage that was only slow is not written off for the rest of the start.
    open.mockRestore();
    vi.useRealTimers();
    expect(await bytesMode()).toBe('copies');
  });

  it('waits for a busy device whose first open takes longer than a Blob put may', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const open = indexedDB.open.bind(indexedDB);
    const spy = vi.spyOn(indexedDB, 'open').mockImplementationOnce((name, version) => {
      const late = {} as { -readonly [K in keyof IDBOpenDBRequest]?: IDBOpenDBRequest[K] };
      setTimeout(() => {
        const real = open(name, version);
        Object.defineProperty(late, 'result', { get: () => real.result });
        Object.defineProperty(late, 'error', { get: () => real.error });
        real.onupgradeneeded = (event) => late.onupgradeneeded?.call(real, event);
        real.onsuccess = (event) => late.onsuccess?.call(real, event);
        real.onerror = (event) => late.onerror?.call(real, event);
      }, PROBE_STEP_MS * 2);
      return late as IDBOpenDBRequest;
    });
    spy.mockImplementation(open);
    const mode = bytesMode();
    await vi.advanceTimersByTimeAsync(PROBE_STEP_MS * 2 + 1);
    vi.useRealTimers();
    expect(await mode).toBe('copies');
  });

  it('says nothing can be stored at once where IndexedDB refuses to open', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
    });
    expect(await bytesMode()).toBe('unavailable');
  });
});
