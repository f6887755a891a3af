/**
 * The index of the words inside stored files, one entry per page (slide, sheet, chapter): MiniSearch,
 * which keeps a radix tree of the words, so a prefix ("kosar") is found as fast as a whole word.
 * Words are matched ignoring case and accents; a query's words must all be on one page; the last
 * word typed is matched as a prefix, since the student may not have finished it.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
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

const OPTIONS: Options<PartDocument> = {
  fields: ['text'],
  storeFields: ['fileId', 'part'],
  processTerm: (term) => normalise(term) || null,
  searchOptions: {
    combineWith: 'AND',
    prefix: (_term, index, terms) => index === terms.length - 1,
  },
};

/** The shortest last word matched as a prefix. */
export const PREFIX_MIN = 3;

const partId = (fileId: string, part: number) => `${fileId}\u0000${part}`;

export class WordIndex {
  private constructor(private readonly index: MiniSearch<PartDocument>) {}

  static empty(): WordIndex {
    return new WordIndex(new MiniSearch(OPTIONS));
  }

  /** The index kept by `serialise`; an empty one when it cannot be read back. */
  static restore(serialised: string | null): WordIndex {
    if (serialised === null) return WordIndex.empty();
    try {
      return new WordIndex(MiniSearch.loadJSON(serialised, OPTIONS));
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
    if (query.trim() === '') return { hits: [], total: 0 };
    const results: SearchResult[] = this.index.search(query, {
      filter: (result) => visible(result['fileId'] as string),
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= PREFIX_MIN,
    });
    const hits = results.slice(0, limit).map((result) => ({
      fileId: result['fileId'] as string,
      part: result['part'] as number,
      words: result.terms,
    }));
    return { hits, total: results.length };
  }
}
