import { useMemo, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { FoundWords } from '../../library/library-files';
import { markedHtml } from '../found-words';
import type { PdfFindBar } from './pdf-find-bar';
import { useDocumentFind } from './use-document-find';
import { useMatchReveal } from './use-match-reveal';
import type { Zoom } from './zoom';

const NO_WORDS: readonly string[] = [];

/**
 * Find in the reader: the words sought, whether the find bar is open, each match reached shown
 * in the middle of the view, and the bar's state. A search hit opens with its words sought from
 * its page, zoomed so its word can be read.
 */
export function useReaderFind({
  page,
  found,
  pdf,
  fileId,
  frame,
  factor,
  centre,
  go,
  onZoom,
}: {
  /** The page in view: a find of new words starts there. */
  page: number;
  found: FoundWords | undefined;
  pdf: PDFDocumentProxy | null;
  fileId: string | undefined;
  frame: RefObject<HTMLDivElement | null>;
  factor: number;
  centre: (y: number) => void;
  go: (page: number) => void;
  onZoom: (zoom: Zoom) => void;
}) {
  const [words, setWords] = useState<readonly string[]>(found?.words ?? NO_WORDS);
  const [finding, setFinding] = useState(words.length > 0);
  // The page a find of new words starts from: the page in view as they were asked for.
  const beginAt = useRef(found?.page ?? 1);
  // Only a search hit's first match opens zoomed to be read; later steps keep the student's zoom.
  const openingHit = useRef(found !== undefined);
  const shownMatch = useMatchReveal({ frame, factor, centre, onZoom });
  const find = useDocumentFind({
    pdf,
    fileId,
    words,
    beginAt,
    onMatch: (match) => {
      go(match.page);
      shownMatch.reveal(match, { readable: openingHit.current });
      openingHit.current = false;
    },
  });

  const toggleFinding = () => {
    if (finding) {
      setWords(NO_WORDS);
      shownMatch.clear();
    }
    setFinding(!finding);
  };

  /** The find bar's state. */
  const bar: Parameters<typeof PdfFindBar>[0] = {
    ready: pdf !== null,
    words,
    onWords: (sought) => {
      beginAt.current = page;
      setWords(sought);
    },
    onStep: (direction) => find.stepBy(direction, page),
    looking: find.looking,
    note: find.note,
    shown: find.match !== null,
    ordinal: find.ordinal,
    total: find.total,
  };

  // Marks the words in a page's text layer; none while nothing is sought.
  const markWords = useMemo(
    () => (words.length > 0 ? ({ str }: { str: string }) => markedHtml(str, words) : undefined),
    [words],
  );

  return { finding, toggleFinding, bar, markWords, onTextLayer: shownMatch.onTextLayer };
}
