import { useEffect, useSyncExternalStore } from 'react';
import { contentIndex } from './content-index-client';

/** What the worker last said of the index of words in files; null until it has said. */
export function useIndexStatus() {
  useEffect(() => contentIndex.start(), []);
  return useSyncExternalStore(contentIndex.subscribe, contentIndex.status, () => null);
}

/** Whether the index could not be opened in this browser, so only names are searched. */
export function useIndexUnavailable(): boolean {
  return useSyncExternalStore(contentIndex.subscribe, contentIndex.unavailable, () => false);
}
