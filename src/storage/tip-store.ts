import { STORAGE_KEYS } from './keys';
import { readText, writeText } from './local-json';

/** Whether the student closed the dashboard's study-tip helper for good. */
export function isTipHelperDismissed(): boolean {
  return readText(STORAGE_KEYS.tipDismissed) === 'true';
}

export function dismissTipHelper(): void {
  // Refused (full or blocked): the helper stays closed for this visit only.
  writeText(STORAGE_KEYS.tipDismissed, 'true');
}
