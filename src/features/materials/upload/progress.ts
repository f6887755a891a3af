/**
 * Per-file progress through a kind's milestones (notes 0,20,30,40,60,80,100; others 20,…,100):
 * the first milestone while waiting, the second once storing starts, the store's own progress
 * spread over the span up to the last-but-one, and the last once the list entry is written.
 */
export function queuedProgress(milestones: readonly number[]): number {
  return milestones[0] ?? 0;
}

export function startedProgress(milestones: readonly number[]): number {
  return milestones[1] ?? queuedProgress(milestones);
}

export function storingProgress(milestones: readonly number[], storePercent: number): number {
  const from = startedProgress(milestones);
  const to = milestones.length >= 3 ? (milestones[milestones.length - 2] ?? from) : from;
  const fraction = Math.min(Math.max(storePercent, 0), 100) / 100;
  return Math.round(from + (to - from) * fraction);
}

export function doneProgress(milestones: readonly number[]): number {
  return milestones[milestones.length - 1] ?? 100;
}
