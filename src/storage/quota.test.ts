import { afterEach, describe, expect, it } from 'vitest';
import { checkStorageRoom, FALLBACK_QUOTA_BYTES, getStorageInfo } from './quota';

const MB = 1024 * 1024;

function stubEstimate(estimate: () => Promise<StorageEstimate>): void {
  Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('getStorageInfo', () => {
  it('gives usage, quota, available and percentage from the estimate', async () => {
    stubEstimate(() => Promise.resolve({ usage: 25 * MB, quota: 200 * MB }));
    expect(await getStorageInfo()).toEqual({
      usage: 25 * MB,
      quota: 200 * MB,
      available: 175 * MB,
      percentage: 12.5,
    });
  });

  it('falls back to a 100 MB quota when none is given', async () => {
    stubEstimate(() => Promise.resolve({ usage: 40 * MB }));
    expect(await getStorageInfo()).toEqual({
      usage: 40 * MB,
      quota: FALLBACK_QUOTA_BYTES,
      available: 60 * MB,
      percentage: 40,
    });
    expect(FALLBACK_QUOTA_BYTES).toBe(100 * MB);
  });

  it('treats a missing usage as 0 and a zero quota as none given', async () => {
    stubEstimate(() => Promise.resolve({ quota: 0 }));
    expect(await getStorageInfo()).toEqual({
      usage: 0,
      quota: 100 * MB,
      available: 100 * MB,
      percentage: 0,
    });
  });

  it('never reports negative room when usage exceeds the quota', async () => {
    stubEstimate(() => Promise.resolve({ usage: 120 * MB, quota: 100 * MB }));
    expect(await getStorageInfo()).toMatchObject({ available: 0, percentage: 100 });
  });

  it('is null when the estimate fails', async () => {
    stubEstimate(() => Promise.reject(new Error('denied')));
    expect(await getStorageInfo()).toBeNull();
  });

  it('is null when the browser has no estimate', async () => {
    expect(navigator.storage).toBeUndefined();
    expect(await getStorageInfo()).toBeNull();
    Object.defineProperty(navigator, 'storage', { value: {}, configurable: true });
    expect(await getStorageInfo()).toBeNull();
  });

  it('is null when the estimate throws synchronously', async () => {
    stubEstimate(() => {
      throw new Error('boom');
    });
    expect(await getStorageInfo()).toBeNull();
  });
});

describe('checkStorageRoom', () => {
  const info = (available: number, usage = 30 * MB, quota = usage + available) => ({
    usage,
    quota,
    available,
    percentage: (usage / quota) * 100,
  });

  it('passes when available is exactly the total plus the 10 MB reserve', () => {
    expect(checkStorageRoom(5 * MB, info(15 * MB))).toEqual({ ok: true });
  });

  it('refuses one byte short, with the figures in MB (needed includes the reserve)', () => {
    expect(checkStorageRoom(5 * MB + 1, info(15 * MB))).toEqual({
      ok: false,
      neededMb: 15,
      availableMb: 15,
      usedMb: 30,
      totalMb: 45,
    });
  });

  it('rounds the MB figures to two decimals', () => {
    expect(checkStorageRoom(1.234 * MB, info(3.456 * MB, 12.345 * MB, 100 * MB))).toEqual({
      ok: false,
      neededMb: 11.23,
      availableMb: 3.46,
      usedMb: 12.35,
      totalMb: 100,
    });
  });

  it('keeps the reserve even for an empty selection', () => {
    expect(checkStorageRoom(0, info(10 * MB - 1)).ok).toBe(false);
    expect(checkStorageRoom(0, info(10 * MB)).ok).toBe(true);
  });

  it('judges a 500 MB upload against the room left', () => {
    expect(checkStorageRoom(500 * MB, info(510 * MB)).ok).toBe(true);
    expect(checkStorageRoom(500 * MB, info(509 * MB))).toMatchObject({ ok: false, neededMb: 510 });
  });

  it('lets the upload go on when the estimate is unavailable', () => {
    expect(checkStorageRoom(400 * MB, null)).toEqual({ ok: true });
  });
});
