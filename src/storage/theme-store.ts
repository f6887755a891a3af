/** The colour theme chosen on this device, under STORAGE_KEYS.theme. */
import { STORAGE_KEYS } from './keys';
import { readText, removeKey, writeText } from './local-json';

export type ThemeChoice = 'system' | 'light' | 'dark';

export function readThemeChoice(): ThemeChoice {
  const stored = readText(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function saveThemeChoice(choice: ThemeChoice): void {
  // Plain text, not JSON: index.html's script reads it before the first paint.
  if (choice === 'system') removeKey(STORAGE_KEYS.theme);
  // Refused (full or blocked): the choice holds for this page, and the next visit follows the system.
  else writeText(STORAGE_KEYS.theme, choice);
}

/** Whether a `storage` event is a change of the theme in another tab. */
export function isThemeKey(key: string | null): boolean {
  return key === STORAGE_KEYS.theme;
}
