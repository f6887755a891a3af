import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { resolveDestination, withinPage, type Destination } from './outline';

/** Places kept to go back to: more than anyone follows before going back. */
const BACK_STEPS = 50;

/** A web address a link of the document may lead to; anything else (a script, a file) is not. */
const WEB_ADDRESS = /^(https?:|mailto:)/i;

/**
 * Where the document's links and outline lead: a place in it (followed, and Back returns to where
 * the student was), or a web address, shown first and opened only if the student chooses to, in a
 * new tab that knows nothing of the app.
 */
export function useReaderLinks({
  pdf,
  page,
  go,
}: {
  pdf: PDFDocumentProxy | null;
  page: number;
  go: (page: number, within?: number) => void;
}) {
  const [back, setBack] = useState<readonly number[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);
  // pdf.js keeps the link handler it was first given: the page and moves it reaches are the latest.
  const latest = useRef({ page, go });
  useLayoutEffect(() => {
    latest.current = { page, go };
  });

  const follow = useCallback(
    async (destination: Destination) => {
      let within = 0;
      if (pdf && destination.top !== null) {
        within = await pdf.getPage(destination.page).then(
          (target) => withinPage(destination, target.view),
          () => 0,
        );
      }
      const from = latest.current.page;
      setBack((was) => [...was.slice(-(BACK_STEPS - 1)), from]);
      latest.current.go(destination.page, within);
    },
    [pdf],
  );

  /** pdf.js's link to a place in the document (react-pdf's onItemClick). */
  const onInternalLink = ({ dest, pageNumber }: { dest?: unknown; pageNumber: number }) => {
    void (async () => {
      const known =
        pdf && (typeof dest === 'string' || Array.isArray(dest))
          ? await resolveDestination(pdf, dest)
          : null;
      await follow(known ?? { page: pageNumber, top: null });
    })();
  };

  /** A click on a link to a web address in a page: its address is shown first. */
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const href = link?.getAttribute('href') ?? '';
    if (!link || href.startsWith('#')) return;
    event.preventDefault();
    event.stopPropagation();
    if (WEB_ADDRESS.test(href)) setLeaving(href);
  };

  const goBack =
    back.length > 0
      ? () => {
          const to = back.at(-1) ?? 1;
          setBack((was) => was.slice(0, -1));
          go(to);
        }
      : null;

  return {
    follow: (destination: Destination) => void follow(destination),
    onInternalLink,
    onClickCapture,
    /** Where Back goes, and going there; null when nothing was followed. */
    back: goBack ? { page: back.at(-1) ?? 1, go: goBack } : null,
    leaving,
    offerAddress: (url: string) => setLeaving(WEB_ADDRESS.test(url) ? url : null),
    closeAddress: () => setLeaving(null),
  };
}
