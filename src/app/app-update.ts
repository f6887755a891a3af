import { useSyncExternalStore } from 'react';

/**
 * A new version of the app, downloaded and waiting: the service worker registration announces
 * it here, and the shell offers the student a Reload (never forced, so no upload is cut short).
 * Applying it resolves to true when it waits for an upload or restore under way in some tab.
 */
export type ApplyUpdate = () => Promise<boolean>;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's Reload, or null while there is none. */
export function useAppUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
