/** Guidance the student has read and closed for good on this device. */
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

/** Whether the student chose to upload in a Safari tab, having read why the Home Screen is safer. */
export function isHomeScreenNoticeAccepted(): boolean {
  return readText(STORAGE_KEYS.homeScreenNotice) === 'true';
}

export function acceptHomeScreenNotice(): void {
  // Refused (full or blocked): the guidance shows again at the next visit, which does no harm.
  writeText(STORAGE_KEYS.homeScreenNotice, 'true');
}
