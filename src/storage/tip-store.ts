import { STORAGE_KEYS } from './keys';

/** Whether the student closed the dashboard's study-tip helper for good. */
export function isTipHelperDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.tipDismissed) === 'true';
  } catch {
    return false;
  }
}

export function dismissTipHelper(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.tipDismissed, 'true');
  } catch {
    // Storage full or blocked: the helper stays closed for this visit only.
  }
}
