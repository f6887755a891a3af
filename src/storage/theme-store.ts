/** The colour theme chosen on this device, under STORAGE_KEYS.theme. */
import { STORAGE_KEYS } from './keys';

export type ThemeChoice = 'system' | 'light' | 'dark';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEYS.theme);
    else localStorage.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    // Storage full or blocked: the choice holds for this page, and the next visit follows the system.
  }
}

/** Whether a `storage` event is a change of the theme in another tab. */
export function isThemeKey(key: string | null): boolean {
  return key === STORAGE_KEYS.theme;
}
