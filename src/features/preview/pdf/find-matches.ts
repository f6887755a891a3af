/**
 * Find in a document, match by match: the pages that may hold the words (every page, or those the
 * index of words names), how many marks each holds once read, and the order a step visits pages
 * in, round either end.
 */

/** One marked word: its page, and which of the page's marks it is (from 0). */
export interface Match {
  page: number;
  index: number;
}

/**
 * `pages` (ascending) in the order a find visits them going `direction` from `from`: on to the
 * end, then round from the other end back to `from` itself, so the last page tried is the one
 * the find started on. `wrapped` says which pages came after the turn.
 */
export function* visitOrder(
  pages: readonly number[],
  from: number,
  direction: 1 | -1,
): Generator<{ page: number; wrapped: boolean }> {
  if (direction === 1) {
    for (const page of pages) if (page > from) yield { page, wrapped: false };
    for (const page of pages) if (page <= from) yield { page, wrapped: true };
    return;
  }
  const backwards = [...pages].reverse();
  for (const page of backwards) if (page < from) yield { page, wrapped: false };
  for (const page of backwards) if (page >= from) yield { page, wrapped: true };
}

/** The marks counted on each page that may hold them, and what they add up to. */
export class MatchTally {
  private readonly counts = new Map<number, number>();

  constructor(readonly pages: readonly number[]) {}

  know(page: number, count: number): void {
    this.counts.set(page, count);
  }

  /** Every match, once every page is counted. */
  total(): number | null {
    let sum = 0;
    for (const page of this.pages) {
      const count = this.counts.get(page);
      if (count === undefined) return null;
      sum += count;
    }
    return sum;
  }

  /** Which match `match` is (from 1), once every page before it is counted. */
  ordinal({ page: at, index }: Match): number | null {
    let before = 0;
    for (const page of this.pages) {
      if (page >= at) break;
      const count = this.counts.get(page);
      if (count === undefined) return null;
      before += count;
    }
    return before + index + 1;
  }

  /** The pages counted so far. */
  counted(): number {
    return this.counts.size;
  }
}

/** Every page of a document of `count` pages. */
export const everyPage = (count: number): number[] =>
  Array.from({ length: count }, (_, at) => at + 1);
