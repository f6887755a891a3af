import { useId, useState } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { fieldClass } from '../../../ui/field-styles';
import { HIGHLIGHT_COLOURS, NOTE_LIMIT, type HighlightColour } from '../../../storage/marks-store';
import { COLOUR_NAMES, cssColour } from './highlight-colours';

/** The colours a highlight can be changed to, as a group of radio buttons. */
function ColourChoice({
  colour,
  onColour,
}: {
  colour: HighlightColour;
  onColour: (colour: HighlightColour) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Colour</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-soft">
        Colour
      </span>
      {HIGHLIGHT_COLOURS.map((choice) => (
        <input
          key={choice}
          type="radio"
          name={name}
          value={choice}
          aria-label={COLOUR_NAMES[choice]}
          title={COLOUR_NAMES[choice]}
          checked={choice === colour}
          onChange={() => onColour(choice)}
          className="h-7 w-7 cursor-pointer appearance-none rounded-full border-2 border-line-strong checked:ring-2 checked:ring-primary checked:ring-offset-2"
          style={{ backgroundColor: cssColour(choice) }}
        />
      ))}
    </fieldset>
  );
}

/**
 * A note being written or edited, and a highlight's colour: Save keeps them, Cancel or Escape
 * leaves them as they were.
 */
export function NoteEditor({
  label,
  initial,
  initialColour,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  /** A highlight's colour, offered for a change; none for a page's note. */
  initialColour?: HighlightColour;
  onSave: (note: string, colour?: HighlightColour) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState(initial);
  const [colour, setColour] = useState(initialColour);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(note.trim(), colour);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <textarea
        id={id}
        // The student asked to write: the field is theirs at once.
        autoFocus
        rows={3}
        maxLength={NOTE_LIMIT}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape leaves the note; a second one closes the viewer.
          event.stopPropagation();
          onCancel();
        }}
        className={`${fieldClass} w-full text-sm`}
      />
      {colour && <ColourChoice colour={colour} onColour={setColour} />}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')}>
          Save note
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
