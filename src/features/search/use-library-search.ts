import { useMemo, useState } from 'react';
import type { LibraryFile } from '../library/library-files';
import { searchEntries, searchLibrary } from './search-library';

/** Results shown at once: more than a screen holds; the count says how many more there are. */
export const SHOWN_RESULTS = 12;

/**
 * The search of the navigation bar by name, over `library` as the lists hold it now (read again
 * whenever a list changes, in this tab or another, by the same read the index of words uses).
 */
export function useLibrarySearch(library: readonly LibraryFile[]) {
  const entries = useMemo(() => searchEntries(library), [library]);
  const [query, setQuery] = useState('');

  // Filtering 5,000 files takes a few milliseconds: the results are drawn with the keystroke's
  // own frame rather than deferred to the next.
  const matches = useMemo(() => searchLibrary(entries, query), [entries, query]);
  // The same array while the query stands: the rows by name are not drawn again when the pages
  // found inside files arrive.
  const results = useMemo(() => matches.slice(0, SHOWN_RESULTS), [matches]);

  return {
    query,
    setQuery,
    /** Whether the query holds a word to search for. */
    searching: query.trim() !== '',
    results,
    total: matches.length,
    /** The query the results answer. */
    resultsFor: query,
  };
}
