import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistence } from './persistence';

function stubStorage(storage: Partial<StorageManager>): void {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('requestPersistence', () => {
  it('asks the browser when storage is not persistent yet', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    stubStorage({ persist, persisted: () => Promise.resolve(false) });
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    stubStorage({ persist, persisted: () => Promise.resolve(true) });
    expect(await requestPersistence()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports a refusal as false', async () => {
    stubStorage({ persist: () => Promise.resolve(false) });
    expect(await requestPersistence()).toBe(false);
  });

  it('ignores failures and missing APIs', async () => {
    stubStorage({ persist: () => Promise.reject(new Error('nope')) });
    expect(await requestPersistence()).toBe(false);
    Reflect.deleteProperty(navigator, 'storage');
    expect(await requestPersistence()).toBe(false);
  });
});
