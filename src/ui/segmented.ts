/**
 * One look for every choice of one among a few (the semesters of each section): a grey track
 * holding the options, the chosen one raised in white. The tabs and the notes' toggle share it,
 * whatever their roles.
 */
export const segmentedTrack = 'inline-flex gap-1 rounded-card bg-track p-1';

export function segmentedOption(chosen: boolean): string {
  return `rounded-control px-5 py-2 text-sm font-semibold ${
    chosen ? 'bg-surface text-primary-strong shadow' : 'text-ink-soft hover:text-ink'
  }`;
}
