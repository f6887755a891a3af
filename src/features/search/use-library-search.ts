import { useCallback, useMemo, useState } from 'react';
import type { KindSettings } from '../library/kinds/kind-settings';
import { readLibrary } from '../library/library-files';
import { searchEntries, searchLibrary, type SearchEntry } from './search-library';

/** Results shown at once: more than a screen holds; the count says how many more there are. */
export const SHOWN_RESULTS = 12;

/**
 * The search of the navigation bar: the library is read when the field gains focus (so files
 * stored since, in this tab or another, are found) and each query filters that snapshot.
 */
export function useLibrarySearch(kinds: readonly KindSettings[]) {
  const [entries, setEntries] = useState<SearchEntry[]>([]);
  const [query, setQuery] = useState('');

  const refresh = useCallback(() => setEntries(searchEntries(readLibrary(kinds))), [kinds]);
  // Filtering 5,000 files takes a few milliseconds: the results are drawn with the keystroke's
  // own frame rather than deferred to the next.
  const matches = useMemo(() => searchLibrary(entries, query), [entries, query]);

  return {
    query,
    setQuery,
    refresh,
    /** Whether the query holds a word to search for. */
    searching: query.trim() !== '',
    results: matches.slice(0, SHOWN_RESULTS),
    total: matches.length,
    /** The query the results answer. */
    resultsFor: query,
  };
}
