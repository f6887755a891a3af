/** The study-tip helper's timing (spec section 9) and its ten tips. */
export const FIRST_TIP_DELAY_MS = 3_000;
export const TIP_INTERVAL_MS = 30_000;

export const STUDY_TIPS: readonly string[] = [
  'Re-derive one proof or algorithm from memory each day: it shows what you have really understood.',
  'Implement the data structures you study. A hash table you have written yourself is hard to forget.',
  'Solve past question papers under timed conditions a week before the exams, not the night before.',
  'Read a research paper in passes: abstract, figures and conclusion first, then decide if it deserves a full read.',
  'Work in focused 50-minute blocks with short breaks; attention lasts longer than in one long session.',
  'Explain a concept aloud to a classmate. The gaps in your understanding show up quickly.',
  'Keep a running list of questions from each lecture and take it to office hours.',
  'Write down the time and space complexity of every algorithm you learn, with the reason behind it.',
  'Revise with spaced repetition: look at your notes again after one day, one week and one month.',
  'Sleep well before an exam. Memory consolidates overnight; an all-nighter undoes that.',
];

/** The next tip in the cycle; the first timed tip is number 0. */
export function nextTipIndex(current: number | null): number {
  return current === null ? 0 : (current + 1) % STUDY_TIPS.length;
}

/** A random tip, never the one already showing (so a click always changes something). */
export function randomTipIndex(current: number | null, random: () => number = Math.random): number {
  if (current === null) return Math.floor(random() * STUDY_TIPS.length);
  const offset = 1 + Math.floor(random() * (STUDY_TIPS.length - 1));
  return (current + offset) % STUDY_TIPS.length;
}
