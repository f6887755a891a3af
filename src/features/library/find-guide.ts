/**
 * Which pages of a stored file may hold some words, as the index of the words in files knows
 * them: the reader's find in a long book then reads only those pages. The search feature provides
 * it (composed in app/); where nothing provides it, or it cannot say, the reader reads every page.
 */
export type PagesHolding = (fileId: string, words: readonly string[]) => Promise<number[] | null>;

let guide: PagesHolding | null = null;

export function provideFindGuide(next: PagesHolding): void {
  guide = next;
}

/** The pages that may hold every word, in order; null when every page must be read. */
export function pagesHolding(fileId: string, words: readonly string[]): Promise<number[] | null> {
  if (guide === null || words.length === 0) return Promise.resolve(null);
  return guide(fileId, words).catch(() => null);
}
