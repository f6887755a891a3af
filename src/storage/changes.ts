/**
 * One feed of changes to what StudyShelf keeps in localStorage, for this tab and the others: this
 * tab's writes (through local-json) are announced here, another tab's arrive as the browser's
 * 'storage' event. A listener hears the key that changed, or null when everything may have
 * (another tab cleared the storage).
 */
export type ChangeListener = (key: string | null) => void;

const listeners = new Set<ChangeListener>();

function onOtherTab(event: StorageEvent): void {
  // sessionStorage is per tab: only localStorage changes matter across tabs.
  if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
  for (const listener of listeners) listener(event.key);
}

/** Calls `listener` at every change; returns the unsubscribe. */
export function subscribe(listener: ChangeListener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onOtherTab);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onOtherTab);
  };
}

/** Tells this tab's listeners that `key` changed. */
export function announceChange(key: string): void {
  for (const listener of listeners) listener(key);
}
