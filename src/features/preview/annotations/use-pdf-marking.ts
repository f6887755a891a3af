import {
  useCallback,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  HIGHLIGHT_COLOURS,
  type Highlight,
  type HighlightColour,
} from '../../../storage/marks-store';
import { readSelection } from './read-selection';
import { selectSentence, selectSentenceAt } from './sentence-selection';
import { downloadBlob } from '../../library/open-blob';
import { annotatedFileName, annotatedPdf } from './annotated-pdf';
import { annotationMessages } from './annotations-panel';
import { marksByPage } from './page-marks';
import { newAnnotationId, useAnnotations } from './use-annotations';
import { useSelectedText } from './use-selected-text';
import { useCardMaker } from '../../library/cards/use-card-maker';

/**
 * What the PDF reader needs to let a student mark a stored file: the toolbar's bookmark and panel
 * buttons, each page's marks, the selected text and a way to highlight it, the panel's state and
 * the annotated copy. For a PDF shown on its own (no file id) nothing is offered.
 */
export function usePdfMarking({
  fileId,
  fileName,
  page,
  pdf,
  reader,
}: {
  fileId: string | undefined;
  fileName: string;
  page: number;
  pdf: PDFDocumentProxy | null;
  reader: RefObject<HTMLElement | null>;
}) {
  const annotations = useAnnotations(fileId);
  const cards = useCardMaker(fileId);
  const { list, keep, remove, enabled } = annotations;
  const [panelOpen, setPanelOpen] = useState(false);
  // A tap on a page's text selects its sentence: selecting without dragging (WCAG 2.5.7).
  const [tapToSelect, setTapToSelect] = useState(false);
  const [said, setSaid] = useState('');
  const [selected, clearSelection] = useSelectedText(reader, enabled);
  const marks = useMemo(() => marksByPage(list), [list]);

  const bookmark = list.find((item) => item.kind === 'bookmark' && item.page === page);
  const toggleBookmark = () => {
    if (bookmark) {
      remove(bookmark.id);
      setSaid(`Bookmark removed from page ${page}.`);
      return;
    }
    const at = new Date().toISOString();
    const ok = keep({ kind: 'bookmark', id: newAnnotationId(), page, at });
    setSaid(ok ? `Page ${page} bookmarked.` : annotationMessages.notKept);
  };

  const highlight = (colour: HighlightColour) => {
    // The selection as it is now: the one followed is read a frame late, and a key pressed
    // straight after a selection changed by key would highlight the one before.
    const now = (reader.current && readSelection(reader.current)) ?? selected;
    if (!now) return;
    const at = new Date().toISOString();
    const ok = keep({
      kind: 'highlight',
      id: newAnnotationId(),
      at,
      colour,
      note: '',
      ...now,
    });
    clearSelection();
    setSaid(ok ? `Highlighted on page ${now.page}.` : annotationMessages.notKept);
  };

  /**
   * The keys that select and highlight without a mouse, in the reader: ] and [ select the next
   * and previous sentence, } and { grow the selection by one, and 1 to 4 highlight what is
   * selected in each colour. True when the key was one of them.
   */
  const onKey = (event: KeyboardEvent<HTMLElement>, pageInView: number): boolean => {
    const element = reader.current;
    if (!enabled || !element || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (!(event.target instanceof Element) || event.target.closest('input, textarea')) return false;
    const sentence = {
      ']': [1, false],
      '[': [-1, false],
      '}': [1, true],
      '{': [-1, true],
    } as const;
    const step = sentence[event.key as keyof typeof sentence];
    const colour = HIGHLIGHT_COLOURS[Number(event.key) - 1];
    if (step) selectSentence(element, pageInView, step[0], step[1]);
    else if (colour && selected && /^[1-4]$/.test(event.key)) highlight(colour);
    else return false;
    event.preventDefault();
    return true;
  };

  /** A click on a page's text while tapping selects: its sentence, unless text was dragged over. */
  const onTap = (event: MouseEvent<HTMLElement>) => {
    const element = reader.current;
    if (!enabled || !tapToSelect || !element) return;
    if (!(event.target instanceof Element) || !event.target.closest('.textLayer')) return;
    if (!(document.getSelection()?.isCollapsed ?? true)) return;
    selectSentenceAt(element, event.clientX, event.clientY);
  };

  /** The selection grown by the sentence after it: a tap where a drag would go on. */
  const addNextSentence = (page: number) => {
    if (reader.current) selectSentence(reader.current, page, 1, true);
  };

  const savePdf = useCallback(async () => {
    if (!pdf) return;
    const highlights = list.filter((item): item is Highlight => item.kind === 'highlight');
    const bytes = await annotatedPdf(pdf, highlights);
    downloadBlob(
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      annotatedFileName(fileName),
    );
  }, [pdf, list, fileName]);

  return {
    enabled,
    annotations,
    cards,
    marks,
    selected,
    highlight,
    onKey,
    onTap,
    addNextSentence,
    /** What was just done, for the reader's live region. */
    said,
    toolbar: enabled
      ? {
          bookmarked: bookmark !== undefined,
          onBookmark: toggleBookmark,
          panelOpen,
          onPanel: () => setPanelOpen((open) => !open),
          tapToSelect,
          onTapToSelect: () => setTapToSelect((on) => !on),
        }
      : undefined,
    panelOpen: enabled && panelOpen,
    closePanel: () => setPanelOpen(false),
    savePdf: pdf ? savePdf : null,
  };
}
