/**
 * Finds the pages (slides, sheets, chapters) holding a query's words in the device's index: words
 * matched ignoring case and accents, every word on one page, the last one typed matched as the
 * start of a word since the student may not have finished it. Only pages of files the student
 * may see are answered or counted.
 */
import { normalise } from '../../../shared/fold-text';
import type { SearchIndexStore, WordQuery } from '../../../storage/search-index-store';

/** The shortest last word matched as a prefix: "g" as a prefix is most of a library. */
export const PREFIX_MIN = 3;
/**
 * The most pages a keystroke finds and ranks. Ranking reads every matched word's places on every
 * page it scores, and a short prefix can match every page of a large library while the student
 * is still typing. Past this many, the best are chosen among the most recently read pages, and
 * the count says "more than" this.
 */
export const RANKED_PAGES = 500;

export interface PageHit {
  row: number;
  fileId: string;
  part: number;
}

/** A word as the index splits words (`unicode61`: letters and digits). */
export const WORD = /[\p{L}\p{N}]+/gu;

/** The query's words as the index keeps words: folded, and split where the index splits them. */
export function wordQuery(query: string): WordQuery {
  const words = normalise(query).match(WORD) ?? [];
  return { words, lastIsPrefix: (words.at(-1) ?? '').length >= PREFIX_MIN };
}

/**
 * The best `limit` pages for `query` of the rows `seen` admits (pages of files the student may
 * see), how many such pages there are up to RANKED_PAGES, and whether there are more. `pageAt`
 * names the file and part of an index row.
 */
export function searchPages(
  store: SearchIndexStore,
  pageAt: (row: number) => { fileId: string; part: number } | undefined,
  query: WordQuery,
  seen: (row: number) => boolean,
  limit: number,
): { hits: PageHit[]; total: number; more: boolean } {
  // One past the bound, to know whether there are more.
  const matched = store.match(query, seen, RANKED_PAGES + 1);
  const more = matched.length > RANKED_PAGES;
  const ranked = matched.slice(0, RANKED_PAGES).sort((a, b) => a.score - b.score);
  const hits: PageHit[] = [];
  for (const { row } of ranked.slice(0, limit)) {
    const page = pageAt(row);
    if (page !== undefined) hits.push({ row, ...page });
  }
  return { hits, total: ranked.length, more };
}
