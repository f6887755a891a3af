import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a network. The student's files never need one; signing in,
 * the password screens and the contact form do, and say so instead of failing obscurely.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Said before anything that needs the network is tried without one. */
export const OFFLINE_TEXT = 'You are offline. This needs an internet connection.';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while offline, following the browser's online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
