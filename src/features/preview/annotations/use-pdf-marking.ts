import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Highlight, HighlightColour } from '../../../storage/marks-store';
import { downloadBlob } from '../../library/open-blob';
import { annotatedFileName, annotatedPdf } from './annotated-pdf';
import { annotationMessages } from './annotations-panel';
import { marksByPage } from './page-marks';
import { newAnnotationId, useAnnotations } from './use-annotations';
import { useSelectedText } from './use-selected-text';

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
  const { list, keep, remove, enabled } = annotations;
  const [panelOpen, setPanelOpen] = useState(false);
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
    if (!selected) return;
    const at = new Date().toISOString();
    const ok = keep({
      kind: 'highlight',
      id: newAnnotationId(),
      at,
      colour,
      note: '',
      ...selected,
    });
    clearSelection();
    setSaid(ok ? `Highlighted on page ${selected.page}.` : annotationMessages.notKept);
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
    marks,
    selected,
    highlight,
    /** What was just done, for the reader's live region. */
    said,
    toolbar: enabled
      ? {
          bookmarked: bookmark !== undefined,
          onBookmark: toggleBookmark,
          panelOpen,
          onPanel: () => setPanelOpen((open) => !open),
        }
      : undefined,
    panelOpen: enabled && panelOpen,
    closePanel: () => setPanelOpen(false),
    savePdf: pdf ? savePdf : null,
  };
}
