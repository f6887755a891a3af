import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { buttonClass } from '../../../ui/button-styles';
import { fieldClass } from '../../../ui/field-styles';
import { pageWithWords } from '../found-words';

const toolButton = buttonClass('ghost', 'icon');

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

function wrapNote(found: { page: number; wrapped: boolean }, direction: 1 | -1): string {
  if (!found.wrapped) return '';
  return direction === 1
    ? `Past the last page: back to the first match, on page ${found.page}.`
    : `Before the first page: on to the last match, on page ${found.page}.`;
}

/**
 * Find in the document: the words typed (or the ones a search found), marked on the pages, and
 * the way to the next or previous page holding them all, going round at either end. Pages are
 * read for their text only as the student asks, so a long PDF costs nothing until a step is taken.
 */
export function PdfFindBar({
  pdf,
  page,
  words,
  onWords,
  go,
}: {
  pdf: PDFDocumentProxy | null;
  page: number;
  words: readonly string[];
  onWords: (words: string[]) => void;
  go: (page: number) => void;
}) {
  const [typed, setTyped] = useState(words.join(' '));
  const [note, setNote] = useState('');
  const [looking, setLooking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Opened by the student (not by a search hit): ready to type.
    if (words.length === 0) field.current?.focus();
    // Only as the bar opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const step = async (from: number, direction: 1 | -1, sought: readonly string[]) => {
    if (!pdf || sought.length === 0) return;
    setLooking(true);
    const found = await pageWithWords(pdf, from, direction, sought).catch(() => null);
    setLooking(false);
    if (found === null) setNote('No page of this document holds these words.');
    else {
      // Going round the end is said, so a student stepping on knows the matches start over.
      setNote(wrapNote(found, direction));
      go(found.page);
    }
  };

  const buttons = [
    { label: 'Previous match', direction: -1, Icon: ChevronUp },
    { label: 'Next match', direction: 1, Icon: ChevronDown },
  ] as const;
  return (
    <form
      role="search"
      aria-label="Find in document"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const sought = wordsOf(typed);
        onWords(sought);
        // A new search starts on the page in view.
        void step(page - 1, 1, sought);
      }}
    >
      <input
        ref={field}
        type="search"
        aria-label="Words to find"
        placeholder="Find in document"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className={`${fieldClass} h-9 w-44 py-1 text-sm`}
      />
      <div className="flex items-center gap-1">
        {buttons.map(({ label, direction, Icon }) => (
          <button
            key={label}
            type="button"
            className={toolButton}
            aria-label={label}
            title={label}
            disabled={!pdf || looking || words.length === 0}
            onClick={() => void step(page, direction, words)}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        ))}
      </div>
      <p role="status" className="text-ink-muted">
        {note}
      </p>
    </form>
  );
}
