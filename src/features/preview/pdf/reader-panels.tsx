import { useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { AnnotationsPanel } from '../annotations/annotations-panel';
import type { usePdfMarking } from '../annotations/use-pdf-marking';
import { ContentsPanel } from './contents-panel';
import { LeaveForAddress } from './leave-for-address';
import type { useReaderLinks } from './use-reader-links';

type Marking = ReturnType<typeof usePdfMarking>;
type Links = ReturnType<typeof useReaderLinks>;

/**
 * Which side panel is open beside the pages: the contents or the highlights and notes, one at a
 * time, so the pages keep their width. Returns the toolbar's two toggles.
 */
export function useSidePanels(marking: Marking) {
  const [contentsOpen, setContentsOpen] = useState(false);
  const toggleContents = () => {
    if (!contentsOpen) marking.closePanel();
    setContentsOpen(!contentsOpen);
  };
  const markingTools = marking.toolbar && {
    ...marking.toolbar,
    onPanel: () => {
      setContentsOpen(false);
      marking.toolbar?.onPanel();
    },
  };
  return {
    contentsOpen,
    closeContents: () => setContentsOpen(false),
    contents: { open: contentsOpen, onToggle: toggleContents },
    markingTools,
  };
}

/** The side panel open beside the pages, and the question a link to a web address asks. */
export function ReaderPanels({
  pdf,
  fileName,
  page,
  ratioOf,
  go,
  marking,
  links,
  panels,
}: {
  pdf: PDFDocumentProxy | null;
  fileName: string;
  page: number;
  ratioOf: (page: number) => number;
  go: (page: number) => void;
  marking: Marking;
  links: Links;
  panels: ReturnType<typeof useSidePanels>;
}) {
  return (
    <>
      {panels.contentsOpen && pdf && (
        <ContentsPanel
          pdf={pdf}
          page={page}
          ratioOf={ratioOf}
          onGo={links.follow}
          onLink={links.offerAddress}
          onClose={panels.closeContents}
        />
      )}
      {marking.panelOpen && (
        <AnnotationsPanel
          fileName={fileName}
          annotations={marking.annotations}
          page={page}
          go={go}
          onClose={marking.closePanel}
          savePdf={marking.savePdf}
          cards={marking.cards}
        />
      )}
      <LeaveForAddress address={links.leaving} onClose={links.closeAddress} />
    </>
  );
}
