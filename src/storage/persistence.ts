/** Asks the browser not to evict the student's stored files. */

/**
 * Whether storage is persistent, asking for it when it is not yet. A browser that has already
 * decided answers at once without asking the student again; a refusal or a missing API only means
 * the browser may evict under pressure, as before.
 */
export async function requestPersistence(): Promise<boolean> {
  try {
    const storage = globalThis.navigator?.storage as StorageManager | undefined;
    if (typeof storage?.persist !== 'function') return false;
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Whether the browser has granted persistent storage (null when it cannot say). */
export async function isStoragePersisted(): Promise<boolean | null> {
  try {
    const storage = globalThis.navigator?.storage as StorageManager | undefined;
    if (typeof storage?.persisted !== 'function') return null;
    return await storage.persisted();
  } catch {
    return null;
  }
}
