/** The page's long main-thread tasks (over 50 ms), as the browser reports them. */
import type { Page } from '@playwright/test';

/** Records the page's long tasks from its next document's first script on. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as { longTasks?: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** Forgets the long tasks recorded so far. */
export async function forgetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { longTasks?: number[] }).longTasks ?? []).splice(0));
}

/** The durations of the long tasks recorded since the last forgetLongTasks. */
export function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as { longTasks?: number[] }).longTasks ?? []);
}

/** The longest of them, or 0. */
export async function longestTask(page: Page): Promise<number> {
  return Math.max(0, ...(await longTasks(page)));
}

/**
 * The longest task of `measure`, tried again (up to `tries` times in all) while it is over
 * `bound`, and the least of the tries. On a test machine whose CPUs other tests share, one task in
 * a few hundred is stretched past any bound by what else runs (a collection, another browser); a
 * slow app is slow on every try.
 */
export async function leastLongestTask(
  bound: number,
  measure: () => Promise<number>,
  tries = 2,
): Promise<number> {
  let least = Infinity;
  for (let attempt = 0; attempt < tries && least >= bound; attempt += 1) {
    least = Math.min(least, await measure());
  }
  return least;
}
