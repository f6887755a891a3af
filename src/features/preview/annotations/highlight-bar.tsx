import { Highlighter, ListPlus } from 'lucide-react';
import { HIGHLIGHT_COLOURS, type HighlightColour } from '../../../storage/marks-store';
import { COLOUR_NAMES, cssColour } from './highlight-colours';

/**
 * The colours to highlight the selected text in, shown over the top of the pages while text on
 * one is selected. Over them, not above them: a bar that pushed the pages down would resize and
 * redraw them, and the redrawn text would drop the selection. A press keeps the selection (the
 * browser would drop it on a button's mouse down) until it is used.
 */
export function HighlightBar({
  page,
  onHighlight,
  onNextSentence,
}: {
  page: number;
  onHighlight: (colour: HighlightColour) => void;
  /** Grows the selection by the next sentence: a tap for what a drag would do. */
  onNextSentence: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={`Highlight the selected text on page ${page}`}
      className="absolute top-2 left-1/2 z-20 flex -translate-x-1/2 items-center gap-2 rounded-control border border-line bg-surface px-3 py-1.5 shadow-lg"
      onMouseDown={(event) => event.preventDefault()}
    >
      <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
        <Highlighter aria-hidden="true" className="h-4 w-4" />
        Highlight
      </span>
      {HIGHLIGHT_COLOURS.map((colour, at) => (
        <button
          key={colour}
          type="button"
          aria-label={`Highlight in ${COLOUR_NAMES[colour].toLowerCase()}`}
          aria-keyshortcuts={String(at + 1)}
          title={`${COLOUR_NAMES[colour]} (${at + 1})`}
          onClick={() => onHighlight(colour)}
          className="h-8 w-8 rounded-full border-2 border-line-strong hover:scale-110"
          style={{ backgroundColor: cssColour(colour) }}
        />
      ))}
      <button
        type="button"
        aria-label="Add the next sentence"
        aria-keyshortcuts="Shift+BracketRight"
        title="Add the next sentence (})"
        onClick={onNextSentence}
        className="flex h-8 w-8 items-center justify-center rounded-full text-ink-soft hover:bg-sunken"
      >
        <ListPlus aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}

/** The colours while text is selected, and what was just marked, for screen readers. */
export function MarkingBar({
  marking,
}: {
  marking: {
    selected: { page: number } | null;
    highlight: (colour: HighlightColour) => void;
    addNextSentence: (page: number) => void;
    said: string;
  };
}) {
  return (
    <>
      {marking.selected && (
        <HighlightBar
          page={marking.selected.page}
          onHighlight={marking.highlight}
          onNextSentence={() => marking.addNextSentence(marking.selected?.page ?? 1)}
        />
      )}
      {/* A live region of its own, not a status: the find bar's status says its own news. */}
      <p aria-live="polite" className="sr-only">
        {marking.said}
      </p>
    </>
  );
}
