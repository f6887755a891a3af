/** The storage estimate read before every upload, and the spec's 10 MB reserve check. */
import type { StorageInfo } from './records';

export const BYTES_PER_MB = 1024 * 1024;
/** Used when the browser gives no quota (spec section 7). */
export const FALLBACK_QUOTA_BYTES = 100 * BYTES_PER_MB;
/** Room that must stay free after an upload (spec section 5). */
export const STORAGE_RESERVE_BYTES = 10 * BYTES_PER_MB;

/** Usage, quota, available and percentage; null when the browser has no estimate or it fails. */
export async function getStorageInfo(): Promise<StorageInfo | null> {
  const storage = globalThis.navigator?.storage as StorageManager | undefined;
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const estimate = await storage.estimate();
    const usage = Math.max(0, estimate.usage ?? 0);
    const quota =
      estimate.quota !== undefined && Number.isFinite(estimate.quota) && estimate.quota > 0
        ? estimate.quota
        : FALLBACK_QUOTA_BYTES;
    return {
      usage,
      quota,
      available: Math.max(0, quota - usage),
      percentage: Math.min(100, (usage / quota) * 100),
    };
  } catch {
    return null;
  }
}

export type StorageRoomCheck =
  | { ok: true }
  | { ok: false; neededMb: number; availableMb: number; usedMb: number; totalMb: number };

/** Bytes as MB rounded-control to two decimals, as the spec's message shows them. */
export function toMb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

/**
 * Whether `totalBytes` fit with the reserve to spare: available must be at least total + 10 MB.
 * `neededMb` includes the reserve. Without an estimate the upload goes ahead (spec section 5).
 */
export function checkStorageRoom(totalBytes: number, info: StorageInfo | null): StorageRoomCheck {
  if (info === null) return { ok: true };
  const needed = totalBytes + STORAGE_RESERVE_BYTES;
  if (info.available >= needed) return { ok: true };
  return {
    ok: false,
    neededMb: toMb(needed),
    availableMb: toMb(info.available),
    usedMb: toMb(info.usage),
    totalMb: toMb(info.quota),
  };
}
