import { Bookmark } from 'lucide-react';
import type { Annotation, Highlight } from '../../../storage/marks-store';
import { cssColour } from './highlight-colours';

/**
 * A page's highlights drawn over its text, and its bookmark in the corner. They let clicks and
 * selection through to the text: the side panel is where a highlight is edited.
 */
export function PageMarks({
  highlights,
  bookmarked,
}: {
  highlights: readonly Highlight[];
  bookmarked: boolean;
}) {
  return (
    // Multiplied as a whole with the page under it: the text stays dark under its colour.
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-10 mix-blend-multiply"
    >
      {highlights.flatMap((highlight) =>
        highlight.areas.map((area, i) => (
          <div
            key={`${highlight.id}-${i}`}
            data-highlight={highlight.colour}
            className="absolute"
            style={{
              left: `${area.x * 100}%`,
              top: `${area.y * 100}%`,
              width: `${area.width * 100}%`,
              height: `${area.height * 100}%`,
              backgroundColor: cssColour(highlight.colour),
            }}
          />
        )),
      )}
      {bookmarked && (
        <Bookmark className="absolute top-0 right-3 h-7 w-6 fill-primary text-primary" />
      )}
    </div>
  );
}

export interface MarksOfPage {
  highlights: Highlight[];
  bookmarked: boolean;
}

/** What each page carries, for the pages that carry anything. */
export function marksByPage(list: readonly Annotation[]): ReadonlyMap<number, MarksOfPage> {
  const pages = new Map<number, MarksOfPage>();
  for (const item of list) {
    if (item.kind === 'note') continue;
    const marks = pages.get(item.page) ?? { highlights: [], bookmarked: false };
    if (item.kind === 'highlight') marks.highlights.push(item);
    else marks.bookmarked = true;
    pages.set(item.page, marks);
  }
  return pages;
}
