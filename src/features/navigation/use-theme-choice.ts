import { useCallback, useEffect, useState } from 'react';
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

/** The colour theme of this device: System, Light or Dark, kept across reloads and tabs. */
export function useThemeChoice() {
  const [choice, setChoice] = useState(readThemeChoice);

  useEffect(() => {
    // Another tab chose: follow it, as a reload would.
    const onStorage = (event: StorageEvent) => {
      if (!isThemeKey(event.key)) return;
      const next = readThemeChoice();
      applyTheme(next);
      setChoice(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = useCallback((next: ThemeChoice) => {
    saveThemeChoice(next);
    applyTheme(next);
    setChoice(next);
  }, []);

  return { choice, choose };
}
