import { useSyncExternalStore } from 'react';

/**
 * A new version of the app, downloaded and waiting: the service worker registration announces
 * it here, and the shell offers the student a Reload (never forced, so no upload is cut short).
 */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: () => void): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's Reload, or null while there is none. */
export function useAppUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
