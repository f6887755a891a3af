import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'wouter';
import type { LazyScreen } from './lazy-screen';

/**
 * The path whose screen is drawn: the address's, once that screen's code is in; until then the
 * screen before it stays, as a link in a site of pages keeps the page until the next one comes.
 * Drawn at once instead, a screen still loading would show "Loading…", and React keeps a fallback
 * shown for 300 ms before it reveals what replaces it, however soon the code arrives. The first
 * screen of a visit has no screen before it, and shows "Loading…" while it loads.
 */
export function useShownLocation(screenAt: (path: string) => LazyScreen<object>): string {
  const [location] = useLocation();
  const [shown, setShown] = useState(location);
  const [, codeArrived] = useReducer((count: number) => count + 1, 0);
  const screen = screenAt(location);
  const ready = screen.isLoaded();
  // Remembered for the next wait: the screen drawn last.
  if (ready && shown !== location) setShown(location);

  useEffect(() => {
    if (ready) return;
    let current = true;
    screen.preload().then(
      () => current && codeArrived(),
      // The screen is drawn all the same, and says that it could not be loaded.
      () => current && setShown(location),
    );
    return () => {
      current = false;
    };
  }, [screen, ready, location]);

  return ready ? location : shown;
}
