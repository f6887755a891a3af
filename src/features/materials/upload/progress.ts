/**
 * Per-file progress through a kind's milestones (notes 0,20,30,40,60,80,100; others 20,…,100):
 * the first milestone while waiting, the second once storing starts, the milestones up to the
 * last-but-one as the store reports its progress, and the last once the list entry is written.
 */
export function queuedProgress(milestones: readonly number[]): number {
  return milestones[0] ?? 0;
}

export function startedProgress(milestones: readonly number[]): number {
  return milestones[1] ?? queuedProgress(milestones);
}

/**
 * The store's own progress as the milestone it has reached, never a value between milestones:
 * each change re-renders and repaints the panel while the browser is taking the file in. (The store
 * itself reports at most every 250 ms and once all bytes are handed over, so a fast write goes
 * from the second milestone straight to the last-but-one.)
 */
export function storingProgress(milestones: readonly number[], storePercent: number): number {
  const from = startedProgress(milestones);
  const to = milestones.length >= 3 ? (milestones[milestones.length - 2] ?? from) : from;
  const fraction = Math.min(Math.max(storePercent, 0), 100) / 100;
  const linear = from + (to - from) * fraction;
  return milestones.reduce(
    (reached, milestone) => (milestone <= linear && milestone > reached ? milestone : reached),
    from,
  );
}

export function doneProgress(milestones: readonly number[]): number {
  return milestones[milestones.length - 1] ?? 100;
}
