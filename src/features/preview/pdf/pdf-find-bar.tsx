import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { fieldClass } from '../../../ui/field-styles';

const toolButton = buttonClass('ghost', 'icon');

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

/** Where the match shown is among them all ("12 of 48"), once the pages before it are counted. */
function countText(shown: boolean, ordinal: number | null, total: number | null): string {
  if (!shown) return '';
  if (ordinal === null) return 'Counting matches';
  return total === null ? `Match ${ordinal}, still counting` : `${ordinal} of ${total}`;
}

/**
 * Find in the document: the words typed (or the ones a search found), marked on the pages, and
 * the way to the next or previous match, going round at either end, with where the match shown
 * is among them all. Enter on the same words steps on, as in a browser's find.
 */
export function PdfFindBar({
  ready,
  words,
  onWords,
  onStep,
  looking,
  note,
  shown,
  ordinal,
  total,
}: {
  ready: boolean;
  words: readonly string[];
  onWords: (words: string[]) => void;
  onStep: (direction: 1 | -1) => void;
  looking: boolean;
  note: string;
  /** A match is shown. */
  shown: boolean;
  ordinal: number | null;
  total: number | null;
}) {
  const [typed, setTyped] = useState(words.join(' '));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Opened by the student (not by a search hit): ready to type.
    if (words.length === 0) field.current?.focus();
    // Only as the bar opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const buttons = [
    { label: 'Previous match', direction: -1, Icon: ChevronUp },
    { label: 'Next match', direction: 1, Icon: ChevronDown },
  ] as const;
  const count = countText(shown, ordinal, total);
  return (
    <form
      role="search"
      aria-label="Find in document"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const sought = wordsOf(typed);
        if (sought.join(' ') === words.join(' ') && sought.length > 0) onStep(1);
        else onWords(sought);
      }}
    >
      <input
        ref={field}
        type="search"
        aria-label="Words to find"
        placeholder="Find in document"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Shift+Enter steps back, as in a browser's find.
          if (event.key === 'Enter' && event.shiftKey) {
            event.preventDefault();
            if (words.length > 0) onStep(-1);
          }
        }}
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
            disabled={!ready || looking || words.length === 0}
            onClick={() => onStep(direction)}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        ))}
      </div>
      <p role="status" className="text-ink-muted">
        {[count, note].filter((part) => part !== '').join('. ')}
      </p>
    </form>
  );
}
