/** Asks the browser, once per page, not to evict the student's stored files. */

let request: Promise<boolean> | null = null;

async function askForPersistence(): Promise<boolean> {
  try {
    const storage = globalThis.navigator?.storage as StorageManager | undefined;
    if (typeof storage?.persist !== 'function') return false;
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    // A refusal or a missing API only means the browser may evict under pressure, as before.
    return false;
  }
}

/** Whether storage is persistent. Safe to call after every upload: the browser is asked only once. */
export function requestPersistence(): Promise<boolean> {
  request ??= askForPersistence();
  return request;
}
