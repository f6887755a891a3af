/**
 * One look for every choice of one among a few (the semesters of each section): a grey track
 * holding the options, the chosen one raised in white. The tabs and the notes' toggle share it,
 * whatever their roles.
 */
export const segmentedTrack = 'inline-flex gap-1 rounded-card bg-track p-1';

/** One option; `fill` shares the track's width equally (a narrow menu), else each fits its text. */
export function segmentedOption(chosen: boolean, fill = false): string {
  return `rounded-control py-2 text-sm font-semibold ${fill ? 'flex-1 px-2' : 'px-5'} ${
    chosen ? 'bg-surface text-primary-ink shadow' : 'text-ink-soft hover:text-ink'
  }`;
}
