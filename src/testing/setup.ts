import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import './blob-polyfills';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a worker share one environment (vitest.config.ts: `isolate: false`), which saves
// making a jsdom per file; each file still starts as if alone: its own module graph (so its
// `vi.mock`s apply and no module's state carries over), an empty IndexedDB and empty storage.
vi.resetModules();
globalThis.indexedDB = new IDBFactory();
clearWebStorage();

afterEach(() => {
  cleanup();
  clearWebStorage();
});

function clearWebStorage(): void {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
}
