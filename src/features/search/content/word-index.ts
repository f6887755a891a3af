/**
 * The index of the words inside stored files, one entry per page (slide, sheet, chapter): MiniSearch,
 * which keeps a radix tree of the words, so a prefix ("kosar") is found as fast as a whole word.
 * Words are matched ignoring case and accents; a query's words must all be on one page; the last
 * word typed is matched as a prefix, since the student may not have finished it.
 */
import MiniSearch, { type Options } from 'minisearch';
import { normalise } from '../../library/format/fold-text';
import type { TextPart } from './text-parts';

interface PartDocument {
  id: string;
  fileId: string;
  part: number;
  text: string;
}

export interface WordHit {
  fileId: string;
  part: number;
  /** The index's words this page matched (normalised), for marking them in a snippet. */
  words: string[];
}

/** How pages are kept in the index; an index kept on the device is read back with the same. */
export const WORD_INDEX_OPTIONS: Options<PartDocument> = {
  fields: ['text'],
  storeFields: ['fileId', 'part'],
  processTerm: (term) => normalise(term) || null,
};

/** The shortest last word matched as a prefix. */
export const PREFIX_MIN = 3;

const partId = (fileId: string, part: number) => `${fileId}\u0000${part}`;

export class WordIndex {
  private constructor(private readonly index: MiniSearch<PartDocument>) {}

  static empty(): WordIndex {
    return new WordIndex(new MiniSearch(WORD_INDEX_OPTIONS));
  }

  /** The index kept by `serialise`; an empty one when it cannot be read back. */
  static restore(serialised: string | null): WordIndex {
    if (serialised === null) return WordIndex.empty();
    try {
      return new WordIndex(MiniSearch.loadJSON(serialised, WORD_INDEX_OPTIONS));
    } catch {
      return WordIndex.empty();
    }
  }

  serialise(): string {
    return JSON.stringify(this.index);
  }

  add(fileId: string, parts: readonly TextPart[]): void {
    this.index.addAll(
      parts.map(({ part, text }) => ({ id: partId(fileId, part), fileId, part, text })),
    );
  }

  /** Whether the index holds every part of a file (none to hold is held). */
  holds(fileId: string, partNumbers: readonly number[]): boolean {
    return partNumbers.every((part) => this.index.has(partId(fileId, part)));
  }

  remove(fileId: string, partNumbers: readonly number[]): void {
    for (const part of partNumbers) {
      const id = partId(fileId, part);
      if (this.index.has(id)) this.index.discard(id);
    }
  }

  /**
   * Pages holding every word of `query`, best first, of the files `visible` admits: the first
   * `limit` of them, and how many there are. A last word shorter than PREFIX_MIN is matched
   * whole: "g" as a prefix is most of the library, and no student means it.
   */
  search(
    query: string,
    visible: (fileId: string) => boolean,
    limit: number,
  ): { hits: WordHit[]; total: number } {
    const terms = queryTerms(query);
    if (terms.length === 0) return { hits: [], total: 0 };
    const state = stateOf(this.index);
    const matches = terms.map((term, at) =>
      wordMatches(state, term, at === terms.length - 1 && term.length >= PREFIX_MIN),
    );
    const found: [page: number, score: number][] = [];
    for (const [page, score] of allOf(matches.map(({ scores }) => scores))) {
      const fileId = state._storedFields.get(page)?.['fileId'];
      if (typeof fileId === 'string' && visible(fileId)) found.push([page, score]);
    }
    found.sort((a, b) => b[1] - a[1]);
    const hits = found.slice(0, limit).map(([page]) => {
      const stored = state._storedFields.get(page);
      return {
        fileId: stored?.['fileId'] as string,
        part: stored?.['part'] as number,
        words: matches.flatMap(({ words }) =>
          words.flatMap(([word, pages]) => (pages.has(page) ? [word] : [])),
        ),
      };
    });
    return { hits, total: found.length };
  }
}

/**
 * What the search reads of MiniSearch's index: its protected state in MiniSearch 7 (the version is
 * pinned). MiniSearch's own search builds an object for every page and word it matches, which for
 * a short prefix ("gra") is tens of thousands of objects per keystroke; scoring the same index in
 * plain numbers here answers in a fraction of the time, with the same BM25 ranking.
 */
interface IndexState {
  _index: {
    get(term: string): Map<number, Map<number, number>> | undefined;
    atPrefix(prefix: string): Iterable<[string, Map<number, Map<number, number>>]>;
  };
  _storedFields: Map<number, Record<string, unknown>>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _fieldIds: Record<string, number>;
}

// A cast, not a subclass: an index read back from the device is built by MiniSearch.loadJSON,
// which makes a plain MiniSearch.
const stateOf = (index: MiniSearch<PartDocument>) => index as unknown as IndexState;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The query's words as the index keeps words (folded), in order. */
function queryTerms(query: string): string[] {
  return tokenize(query).flatMap((word) => normalise(word) || []);
}

/** MiniSearch's BM25 constants and its weight of a word found by a prefix of it. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;

interface WordMatches {
  /** Each page holding the term (or a word it begins), with its score. */
  scores: Map<number, number>;
  /** The index's words that matched, with the pages holding each. */
  words: [word: string, pages: Map<number, number>][];
}

function wordMatches(state: IndexState, term: string, prefix: boolean): WordMatches {
  const field = state._fieldIds['text'] ?? 0;
  const averageLength = state._avgFieldLength[field] ?? 1;
  const entries = prefix ? state._index.atPrefix(term) : [[term, state._index.get(term)] as const];
  const scores = new Map<number, number>();
  const words: WordMatches['words'] = [];
  for (const [word, fields] of entries) {
    const pages = fields?.get(field);
    if (!pages) continue;
    words.push([word, pages]);
    const distance = word.length - term.length;
    const weight =
      distance === 0 ? 1 : (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance);
    const rarity = Math.log(1 + (state._documentCount - pages.size + 0.5) / (pages.size + 0.5));
    for (const [page, frequency] of pages) {
      // A removed page's words stay in the tree until MiniSearch next tidies it.
      const length = state._fieldLength.get(page)?.[field];
      if (length === undefined) continue;
      const saturation =
        (frequency * (BM25.k + 1)) /
        (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength));
      scores.set(page, (scores.get(page) ?? 0) + weight * rarity * (BM25.d + saturation));
    }
  }
  return { scores, words };
}

/** Pages in every one of `scores`, with their summed score. */
function allOf([first, ...rest]: Map<number, number>[]): Map<number, number> {
  const result = new Map<number, number>();
  for (const [page, score] of first ?? []) {
    const more = rest.map((other) => other.get(page));
    if (more.every((value) => value !== undefined)) {
      result.set(
        page,
        more.reduce((sum, value) => sum + value, score),
      );
    }
  }
  return result;
}
