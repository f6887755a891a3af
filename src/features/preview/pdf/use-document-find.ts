import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pagesHolding } from '../../library/find-guide';
import { marksOnPage } from '../found-words';
import { everyPage, MatchTally, visitOrder, type Match } from './find-matches';

/** How often, at most, the count shown grows while the pages are counted. */
const COUNT_SHOWN_EVERY_MS = 200;

interface FindRun {
  /** The search it runs: its pdf, file and words. */
  search: object;
  /** The pages that may hold the words, once known (the index of words answers in moments). */
  tally: Promise<MatchTally>;
  /** The marks on a page, read once. */
  count: (page: number) => Promise<number>;
  cancelled: boolean;
}

function startRun(
  pdf: PDFDocumentProxy,
  fileId: string | undefined,
  words: readonly string[],
  search: object,
): FindRun {
  const reads = new Map<number, Promise<number>>();
  let known: MatchTally | null = null;
  const early = new Map<number, number>();
  const run: FindRun = {
    search,
    cancelled: false,
    tally: (fileId === undefined ? Promise.resolve(null) : pagesHolding(fileId, words)).then(
      (guided) => {
        const pages = guided?.filter((page) => page >= 1 && page <= pdf.numPages);
        known = new MatchTally(pages ?? everyPage(pdf.numPages));
        for (const [page, count] of early) known.know(page, count);
        return known;
      },
    ),
    count: (page) => {
      let read = reads.get(page);
      if (!read) {
        // A page that cannot be read holds no match; the others are still found.
        read = marksOnPage(pdf, page, words).catch(() => 0);
        read.then((count) => (known ? known.know(page, count) : early.set(page, count)));
        reads.set(page, read);
      }
      return read;
    },
  };
  return run;
}

interface FindStep {
  match: Match;
  /** The find went round an end of the document to reach it. */
  wrapped: boolean;
}

/** Said when a step goes round an end, so a student stepping on knows the matches start over. */
function wrapNote({ match, wrapped }: FindStep, direction: 1 | -1): string {
  if (!wrapped) return '';
  return direction === 1
    ? `Past the last page: back to the first match, on page ${match.page}.`
    : `Before the first page: on to the last match, on page ${match.page}.`;
}

interface FindState {
  search: object | null;
  match: Match | null;
  note: string;
  looking: boolean;
  /** The marks counted so far, once the pages that may hold them are known. */
  tally: MatchTally | null;
}

const NOTHING_SHOWN: FindState = {
  search: null,
  match: null,
  note: '',
  looking: false,
  tally: null,
};

export const NO_MATCH_NOTE = 'No page of this document holds these words.';

/**
 * The next match (1) or the previous one (-1) in `run`: from the match shown, or, with none shown
 * yet, the first one from `page` on. Null when no page holds the words.
 */
async function stepIn(
  run: FindRun,
  from: Match | null,
  page: number,
  direction: 1 | -1,
): Promise<FindStep | null> {
  const counting = await run.tally;
  if (from) {
    const onPage = await run.count(from.page);
    const index = from.index + direction;
    if (index >= 0 && index < onPage) return { match: { page: from.page, index }, wrapped: false };
  }
  const origin = from?.page ?? page - direction;
  for (const { page: next, wrapped } of visitOrder(counting.pages, origin, direction)) {
    if (run.cancelled) return null;
    const onPage = await run.count(next);
    if (onPage > 0)
      return { match: { page: next, index: direction === 1 ? 0 : onPage - 1 }, wrapped };
  }
  return null;
}

/**
 * Find in a PDF, match by match. Every page that may hold the words is counted in the background,
 * in order, so the count ("12 of 48") comes while the student steps; a step reads only the pages
 * it passes. In a stored file the index of words names the pages that may hold them, so a match
 * 400 pages on is one page read away rather than 400. New words start from `beginAt` (the page in
 * view as they were asked for, or a search hit's page); `onMatch` shows each match reached.
 */
export function useDocumentFind({
  pdf,
  fileId,
  words,
  beginAt,
  onMatch,
}: {
  pdf: PDFDocumentProxy | null;
  fileId: string | undefined;
  words: readonly string[];
  beginAt: RefObject<number>;
  onMatch: (match: Match) => void;
}) {
  // What the find has shown, for the search it belongs to: a new search (new words, another
  // document) starts from nothing without a reset of its own.
  const search = useMemo(() => ({ pdf, fileId, words }), [pdf, fileId, words]);
  const [state, setState] = useState<FindState>({ ...NOTHING_SHOWN, search });
  const shownState = state.search === search ? state : NOTHING_SHOWN;
  // Bumped as pages are counted: the count shown is read from the tally.
  const [, setCounted] = useState(0);
  const run = useRef<FindRun | null>(null);
  const shown = useRef(onMatch);
  useLayoutEffect(() => {
    shown.current = onMatch;
  });

  /** Changes what is shown of `current`'s search, from nothing if another search was shown. */
  const update = useCallback(
    (current: FindRun, change: Partial<FindState>) =>
      setState((last) => ({
        ...(last.search === current.search ? last : NOTHING_SHOWN),
        ...change,
        search: current.search,
      })),
    [],
  );

  const take = useCallback(
    async (current: FindRun, from: Match | null, page: number, direction: 1 | -1) => {
      update(current, { looking: true });
      const found = await stepIn(current, from, page, direction);
      if (current.cancelled) return;
      if (found === null) return update(current, { looking: false, note: NO_MATCH_NOTE });
      update(current, { looking: false, note: wrapNote(found, direction), match: found.match });
      shown.current(found.match);
    },
    [update],
  );

  useEffect(() => {
    const { pdf: document, fileId: file, words: sought } = search;
    if (!document || sought.length === 0) {
      run.current = null;
      return;
    }
    const current = startRun(document, file, sought, search);
    run.current = current;
    const from = beginAt.current;
    void (async () => {
      const tally = await current.tally;
      if (current.cancelled) return;
      update(current, { tally });
      void take(current, null, from, 1);
      let shownAt = performance.now();
      for (const page of tally.pages) {
        await current.count(page);
        if (current.cancelled) return;
        if (performance.now() - shownAt > COUNT_SHOWN_EVERY_MS) {
          shownAt = performance.now();
          setCounted((n) => n + 1);
        }
      }
      setCounted((n) => n + 1);
    })();
    return () => {
      current.cancelled = true;
    };
  }, [search, beginAt, take, update]);

  /** The next match (1) or the previous one (-1); from the page in view when none is shown. */
  const stepBy = (direction: 1 | -1, page: number) => {
    if (run.current && !shownState.looking)
      void take(run.current, shownState.match, page, direction);
  };

  const { match, note, looking, tally } = shownState;
  return {
    match,
    note,
    looking,
    stepBy,
    ordinal: match && tally ? tally.ordinal(match) : null,
    total: tally?.total() ?? null,
  };
}
