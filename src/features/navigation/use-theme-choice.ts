import { useCallback, useEffect, useState } from 'react';
import { useStored } from '../library/use-stored';
import {
  isThemeKey,
  readThemeChoice,
  saveThemeChoice,
  type ThemeChoice,
} from '../../storage/theme-store';

/**
 * Puts a choice on the page: the CSS reads data-theme, and no attribute means the system's. Every
 * colour switches at once: a card fading to dark behind text already light would be unreadable
 * for a moment, so transitions are off (data-theme-switching) while the new colours are applied.
 */
function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  root.dataset.themeSwitching = '';
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  // Reading a computed style makes the browser apply the new colours now, with transitions off.
  void getComputedStyle(document.body).backgroundColor;
  requestAnimationFrame(() => delete root.dataset.themeSwitching);
}

/** The theme the page shows now: what applyTheme last put on it, or the system's. */
function appliedTheme(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

/** The colour theme of this device: System, Light or Dark, kept across reloads and tabs. */
export function useThemeChoice() {
  const stored = useStored(readThemeChoice, isThemeKey);
  // Chosen here but not kept (storage full or blocked): it holds for this page.
  const [unsaved, setUnsaved] = useState<{ choice: ThemeChoice; over: ThemeChoice } | null>(null);
  const choice = unsaved?.over === stored ? unsaved.choice : stored;

  // Another tab chose: follow it, as a reload would.
  useEffect(() => {
    if (appliedTheme() !== choice) applyTheme(choice);
  }, [choice]);

  const choose = useCallback((next: ThemeChoice) => {
    saveThemeChoice(next);
    applyTheme(next);
    setUnsaved({ choice: next, over: readThemeChoice() });
  }, []);

  return { choice, choose };
}
