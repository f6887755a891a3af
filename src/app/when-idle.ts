/**
 * Runs `task` once the page has loaded and the main thread is idle: start-up chores that no
 * screen waits for stay off the path of the first screen. Safari has no requestIdleCallback; a
 * timeout after `load` does the same there.
 */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: 3000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
