import { useCallback, useEffect, useState } from 'react';
import {
  isThemeKey,
  readThemeChoice,
  saveThemeChoice,
  type ThemeChoice,
} from '../../storage/theme-store';

/** Puts a choice on the page: the CSS reads data-theme, and no attribute means the system's. */
function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
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
