import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { buttonClass } from '../../ui/button-styles';
import { pageWithWords } from './found-words';

const toolButton = buttonClass('ghost', 'icon');

/**
 * The words a search found, and the way to the next or previous page holding them all: pages are
 * read for their text as the student asks, so a long PDF costs nothing until a step is taken.
 */
export function PdfFoundBar({
  pdf,
  page,
  words,
  go,
}: {
  pdf: PDFDocumentProxy | null;
  page: number;
  words: readonly string[];
  go: (page: number) => void;
}) {
  const [note, setNote] = useState('');
  const [looking, setLooking] = useState(false);

  const step = async (direction: 1 | -1) => {
    if (!pdf) return;
    setLooking(true);
    const found = await pageWithWords(pdf, page, direction, words).catch(() => null);
    setLooking(false);
    if (found === null) {
      setNote(
        direction === 1 ? 'No more matches after this page.' : 'No matches before this page.',
      );
    } else {
      setNote('');
      go(found);
    }
  };

  const buttons = [
    { label: 'Previous match', direction: -1, Icon: ChevronUp },
    { label: 'Next match', direction: 1, Icon: ChevronDown },
  ] as const;
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
      <p className="text-ink-soft">
        Found: <mark>{words.join(' ')}</mark>
      </p>
      <div className="flex items-center gap-1">
        {buttons.map(({ label, direction, Icon }) => (
          <button
            key={label}
            type="button"
            className={toolButton}
            aria-label={label}
            title={label}
            disabled={!pdf || looking}
            onClick={() => void step(direction)}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        ))}
      </div>
      <p role="status" className="text-ink-muted">
        {note}
      </p>
    </div>
  );
}
