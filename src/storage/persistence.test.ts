import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function stubStorage(storage: Partial<StorageManager>): void {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

async function freshRequestPersistence(): Promise<() => Promise<boolean>> {
  // The module remembers its one request: each test needs its own copy.
  const module = await import('./persistence');
  return module.requestPersistence;
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('requestPersistence', () => {
  it('asks the browser once, however often it is called', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    stubStorage({ persist, persisted: () => Promise.resolve(false) });
    const requestPersistence = await freshRequestPersistence();
    expect(await requestPersistence()).toBe(true);
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    stubStorage({ persist, persisted: () => Promise.resolve(true) });
    const requestPersistence = await freshRequestPersistence();
    expect(await requestPersistence()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports a refusal as false', async () => {
    stubStorage({ persist: () => Promise.resolve(false) });
    expect(await (await freshRequestPersistence())()).toBe(false);
  });

  it('ignores failures and missing APIs', async () => {
    stubStorage({ persist: () => Promise.reject(new Error('nope')) });
    expect(await (await freshRequestPersistence())()).toBe(false);
    vi.resetModules();
    Reflect.deleteProperty(navigator, 'storage');
    expect(await (await freshRequestPersistence())()).toBe(false);
  });
});
