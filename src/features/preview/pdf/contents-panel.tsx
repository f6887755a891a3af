import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { buttonClass } from '../../../ui/button-styles';
import { CloseButton } from '../../../ui/close-button';
import { segmentedOption, segmentedTrack } from '../../../ui/segmented';
import { useNarrowScreen } from '../../../ui/use-narrow-screen';
import { readOutline, type Destination, type OutlineEntry } from './outline';
import { OutlineTree } from './outline-tree';
import { PageThumbnails } from './page-thumbnails';

/** The document's outline, once read (null until then). */
function useOutline(pdf: PDFDocumentProxy): OutlineEntry[] | null {
  const [read, setRead] = useState<{ pdf: PDFDocumentProxy; entries: OutlineEntry[] } | null>(null);
  useEffect(() => {
    let live = true;
    void readOutline(pdf).then((entries) => {
      if (live) setRead({ pdf, entries });
    });
    return () => {
      live = false;
    };
  }, [pdf]);
  return read?.pdf === pdf ? read.entries : null;
}

/**
 * The way round a long document: its outline (the section in view marked) and its pages as
 * thumbnails, each going to its place. Opens on the outline when the PDF has one.
 */
export function ContentsPanel({
  pdf,
  page,
  ratioOf,
  onGo,
  onLink,
  onClose,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  ratioOf: (page: number) => number;
  onGo: (destination: Destination) => void;
  onLink: (url: string) => void;
  onClose: () => void;
}) {
  const outline = useOutline(pdf);
  const [chosen, setChosen] = useState<'outline' | 'pages' | null>(null);
  const showing = chosen ?? (outline !== null && outline.length === 0 ? 'pages' : 'outline');
  const narrow = useNarrowScreen();
  // On a phone the panel covers the pages: going somewhere shows them.
  const go = (destination: Destination) => {
    onGo(destination);
    if (narrow) onClose();
  };
  return (
    <aside
      aria-label="Contents"
      className="absolute inset-0 z-10 flex flex-col gap-3 overflow-y-auto rounded-control border border-line bg-surface p-3 sm:static sm:w-72 sm:shrink-0"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">Contents</h2>
        <CloseButton
          label="Close contents"
          onClick={onClose}
          className={buttonClass('ghost', 'icon')}
        />
      </div>
      <div role="group" aria-label="Show" className={segmentedTrack}>
        {(['outline', 'pages'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={showing === view}
            onClick={() => setChosen(view)}
            className={segmentedOption(showing === view, true)}
          >
            {view === 'outline' ? 'Outline' : 'Pages'}
          </button>
        ))}
      </div>
      {showing === 'pages' ? (
        <PageThumbnails
          pdf={pdf}
          page={page}
          ratioOf={ratioOf}
          onGo={(to) => go({ page: to, top: null })}
        />
      ) : outline === null ? (
        <p role="status" className="text-sm text-ink-muted">
          Reading the outline…
        </p>
      ) : outline.length === 0 ? (
        <p className="text-sm text-ink-muted">This PDF has no outline.</p>
      ) : (
        <OutlineTree entries={outline} page={page} onGo={go} onLink={onLink} />
      )}
    </aside>
  );
}
