import { useSyncExternalStore } from 'react';
import { contentIndex } from './content-index-client';

/**
 * What the worker last said of the index of words in files; null until it has said. Showing it
 * starts no worker: the indexing service does once the library holds a file, and a search does.
 */
export function useIndexStatus() {
  return useSyncExternalStore(contentIndex.subscribe, contentIndex.status, () => null);
}

/** Whether the index could not be opened in this browser, so only names are searched. */
export function useIndexUnavailable(): boolean {
  return useSyncExternalStore(contentIndex.subscribe, contentIndex.unavailable, () => false);
}
