import { useEffect } from 'react';

/**
 * The moment the first screen's content is on the page, not the loading status before it.
 * Start-up chores (the orphan sweep, the service worker and its precache) wait for it, so that
 * on a slow phone they never compete with the screen the student opened the app for.
 */
export function firstScreenSignal() {
  let markShown = () => {};
  const shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
  return { shown, markShown };
}

/** This page's first screen: one per load. */
export const firstScreen = firstScreenSignal();

/**
 * Placed beside the screen inside its Suspense boundary: React runs its effect only once the
 * boundary shows its content, never while it shows the fallback.
 */
export function ScreenShownMark({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
