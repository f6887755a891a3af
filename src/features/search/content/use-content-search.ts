import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LibraryFile } from '../../library/library-files';
import { contentIndex } from './content-index-client';
import { useIndexStatus } from './use-index-status';
import type { ContentAnswer, ContentHit } from './content-index-protocol';

export interface ContentMatch extends ContentHit {
  file: LibraryFile;
}

/** Pages shown at once under the name matches. */
export const SHOWN_PAGES = 8;

/**
 * Asks the worker for the pages holding `query` at once, as it is typed: the worker then searches
 * while the page matches names and draws them, where the hook's own ask comes after that frame.
 */
export function askForPages(query: string): void {
  if (query.trim() !== '') void contentIndex.search(query);
}

/**
 * The pages inside files holding every word of `query`, of the files in `library` (what the
 * student can see), best first. The worker answers each query; an answer to an older query is
 * dropped, so results never go back to what was typed before.
 */
export function useContentSearch(query: string, library: readonly LibraryFile[]) {
  const [answer, setAnswer] = useState<{ query: string } & ContentAnswer>({
    query: '',
    hits: [],
    total: 0,
    more: false,
  });
  // Asked again as files are read: a word of a file stored a moment ago is found once it is read.
  const version = useIndexStatus()?.version;
  useEffect(() => {
    if (query.trim() === '') return;
    let current = true;
    void contentIndex.search(query).then((found) => {
      // Drawn in the task that brings the answer. Left to React's scheduler, the render would come
      // in a later task, and a frame drawn between the two would leave the pages for the next.
      // An answer already shown, asked again as the index said what it holds, draws nothing.
      if (current) {
        flushSync(() =>
          setAnswer((shown) =>
            shown.query === query && shown.hits === found.hits ? shown : { query, ...found },
          ),
        );
      }
    });
    return () => {
      current = false;
    };
  }, [query, version]);

  const byId = useMemo(() => new Map(library.map((file) => [file.record.id, file])), [library]);
  const pages = useMemo(() => {
    if (answer.query !== query || query.trim() === '') return [];
    return answer.hits
      .flatMap((hit) => {
        const file = byId.get(hit.fileId);
        return file ? [{ ...hit, file }] : [];
      })
      .slice(0, SHOWN_PAGES);
  }, [answer, byId, query]);
  return {
    pages,
    totalPages: answer.query === query ? answer.total : 0,
    /** Whether more pages match than were counted. */
    morePages: answer.query === query && answer.more,
    /** The query the shown pages answer. */
    pagesFor: answer.query,
  };
}
