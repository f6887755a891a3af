import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';
import { isThemeKey, readThemeChoice, saveThemeChoice } from './theme-store';

describe('theme store', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system until a theme is chosen, and keeps the choice', () => {
    expect(readThemeChoice()).toBe('system');
    saveThemeChoice('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('reads anything else stored there as the system theme', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(readThemeChoice()).toBe('system');
  });

  it('knows its key in storage events', () => {
    expect(isThemeKey(STORAGE_KEYS.theme)).toBe(true);
    expect(isThemeKey('branch')).toBe(false);
    expect(isThemeKey(null)).toBe(false);
  });

  it('is read before the first paint under the same key', () => {
    // Vitest runs from the project root.
    const script = readFileSync(join(process.cwd(), 'public/theme.js'), 'utf8');
    expect(script).toContain(`localStorage.getItem('${STORAGE_KEYS.theme}')`);
  });
});
