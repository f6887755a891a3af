import { ChevronLeft, ChevronRight, Undo2 } from 'lucide-react';
import {
  memo,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { fieldClass } from '../../../ui/field-styles';
import { documentMessages } from './document-messages';
import { useDrawnInSteps } from '../use-drawn-in-steps';
import { useReadBlob } from '../use-read-blob';
import { DocumentBlocks, FollowLinkContext, FoundWordsContext } from './document-blocks';
import { DrawingSteps, UNITS_PER_STEP } from './drawing-steps';
import type {
  Block,
  InnerLink,
  ReadDocument,
  Section,
} from '../../../shared/documents/document-model';
import type { DocumentFormat } from '../../../shared/documents/read-document';
import { readOffPage } from '../read-off-page';
import { SlideView } from './slide-view';

const NO_WORDS: readonly string[] = [];

const surface =
  'min-h-0 flex-1 overflow-auto rounded-control border border-line bg-surface p-4 text-ink-soft sm:p-6';

function CutNote() {
  return (
    <p className="text-sm text-ink-muted">
      Showing the first part of this file: the rest is too long to show here. Download it to read
      all of it.
    </p>
  );
}

/** One slide under its title; memoised, so a slide drawn whole is not drawn again. */
const TitledSection = memo(function TitledSection({
  section,
  pictures,
  count,
  rows,
  asSlide,
}: {
  section: Section;
  pictures: readonly (Blob | null)[];
  count: number;
  rows: number;
  /** Drawn as the deck lays it out, where it can be; else as its outline. */
  asSlide: boolean;
}) {
  return (
    <section
      data-section={section.title}
      aria-label={section.title}
      className="mb-4 rounded-control border border-line p-4 last:mb-0"
      // A deck of thousands of slides: those out of view are not laid out or painted.
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 8rem' }}
    >
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {section.title}
      </h3>
      {asSlide && section.slide ? (
        <SlideView slide={section.slide} pictures={pictures} />
      ) : (
        <DocumentBlocks
          blocks={section.blocks}
          count={count}
          rows={rows}
          pictures={pictures}
          firstHeading={4}
        />
      )}
    </section>
  );
});

type DeckView = 'slides' | 'outline';

/** Slides as laid out, or the deck's outline (its text view): for a deck whose slides have places. */
function DeckViewSwitch({ view, onView }: { view: DeckView; onView: (view: DeckView) => void }) {
  const choice = (value: DeckView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onView(value)}
      className={buttonClass(view === value ? 'secondary' : 'ghost', 'sm')}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Show the deck as" className="flex gap-1">
      {choice('slides', 'Slides')}
      {choice('outline', 'Outline')}
    </div>
  );
}

/**
 * Brings the first found word into view once it is drawn (blocks arrive in steps), once: a
 * search hit inside a Word document opens at its words.
 */
function useFirstMarkInView(area: RefObject<HTMLElement | null>, drawn: number) {
  const words = useContext(FoundWordsContext);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || words.length === 0) return;
    const mark = area.current?.querySelector('mark');
    if (!mark) return;
    shown.current = true;
    mark.scrollIntoView({ block: 'center' });
  }, [area, drawn, words]);
}

/** A slide deck's slides (or a Word document's one part) one under another. */
function AllSections({
  document,
  fileName,
  startAt,
}: {
  document: ReadDocument;
  fileName: string;
  startAt: number | undefined;
}) {
  const area = useRef<HTMLDivElement>(null);
  const { sections, pictures } = document;
  const titled = sections.length > 1;
  const laidOut = sections.some((section) => section.slide);
  const [view, setView] = useState<DeckView>('slides');
  const steps = useMemo(() => new DrawingSteps(sections), [sections]);
  // Drawn in steps, from the start; at once as far as the slide a search hit opens at.
  const opening = startAt === undefined ? 0 : steps.sectionStart(startAt);
  const drawn = useDrawnInSteps(steps.total, UNITS_PER_STEP, opening + UNITS_PER_STEP);
  useEffect(() => {
    // A search hit on slide N opens the deck at that slide.
    if (startAt === undefined) return;
    area.current
      ?.querySelector(`[data-section="Slide ${startAt}"]`)
      ?.scrollIntoView({ block: 'start' });
  }, [startAt]);
  useFirstMarkInView(area, drawn);
  return (
    <>
      {laidOut && <DeckViewSwitch view={view} onView={setView} />}
      <div
        ref={area}
        tabIndex={0}
        role="region"
        aria-label={`${fileName}: contents`}
        className={surface}
      >
        {sections.map((section, index) => {
          if (!steps.reached(index, drawn)) return null;
          const { blocks: count, rows } = steps.drawnOf(index, drawn);
          return titled ? (
            <TitledSection
              key={index}
              section={section}
              pictures={pictures}
              count={count}
              rows={rows}
              asSlide={view === 'slides'}
            />
          ) : (
            <DocumentBlocks
              key={index}
              blocks={section.blocks}
              count={count}
              rows={rows}
              pictures={pictures}
              firstHeading={3}
            />
          );
        })}
      </div>
    </>
  );
}

/** A place in an e-book: a chapter, and the block to bring to the top of the view. */
interface BookPlace {
  chapter: number;
  block: number;
}

/** The first block whose bottom is below the top of `area`: where the reader is. */
function blockAtTop(area: HTMLElement): number {
  const top = area.getBoundingClientRect().top;
  for (const element of area.querySelectorAll<HTMLElement>('[data-block]')) {
    if (element.getBoundingClientRect().bottom > top) return Number(element.dataset.block);
  }
  return 0;
}

/**
 * One chapter's blocks, drawn in steps from its start (anew for each chapter), at once as far as
 * the block a link leads to, which is then brought to the top.
 */
function ChapterBlocks({
  blocks,
  pictures,
  target,
}: {
  blocks: readonly Block[];
  pictures: readonly (Blob | null)[];
  /** The block to bring into view, anew each time a link leads here. */
  target: { block: number } | null;
}) {
  const steps = useMemo(() => new DrawingSteps([{ blocks }]), [blocks]);
  const opening = target ? steps.blockStart(0, target.block) : 0;
  const drawn = useDrawnInSteps(steps.total, UNITS_PER_STEP, opening + UNITS_PER_STEP);
  const { blocks: count, rows } = steps.drawnOf(0, drawn);
  const area = useRef<HTMLDivElement>(null);
  const reached = useRef<{ block: number } | null>(null);
  useFirstMarkInView(area, drawn);
  useEffect(() => {
    if (!target || reached.current === target) return;
    if (count <= target.block && drawn < steps.total) return;
    reached.current = target;
    const marked = [...(area.current?.querySelectorAll<HTMLElement>('[data-block]') ?? [])];
    const at = marked.findLast((element) => Number(element.dataset.block) <= target.block);
    at?.scrollIntoView({ block: 'start' });
  }, [target, count, drawn, steps]);
  return (
    <div ref={area}>
      <DocumentBlocks
        blocks={blocks}
        count={count}
        rows={rows}
        pictures={pictures}
        firstHeading={3}
      />
    </div>
  );
}

/**
 * Which chapter is shown, and the book's links followed: to a chapter and anchor, with Back to
 * where the student was (up to 50 steps).
 */
function useBookPlace(
  sections: readonly Section[],
  startAt: number | undefined,
  area: RefObject<HTMLDivElement | null>,
) {
  const last = sections.length - 1;
  const [shown, setShown] = useState(Math.min(last, Math.max(0, (startAt ?? 1) - 1)));
  const [target, setTarget] = useState<{ block: number } | null>(null);
  const [history, setHistory] = useState<BookPlace[]>([]);
  const go = ({ chapter, block }: BookPlace) => {
    if (chapter !== shown && block === 0) area.current?.scrollTo({ top: 0 });
    setShown(chapter);
    setTarget({ block });
  };
  const follow = (link: InnerLink) => {
    const chapter = sections.findIndex((section) => section.part === link.part);
    if (chapter < 0) return;
    const block = (link.anchor && sections[chapter]?.anchors?.get(link.anchor)) || 0;
    const here = { chapter: shown, block: area.current ? blockAtTop(area.current) : 0 };
    setHistory((places) => [...places.slice(-49), here]);
    go({ chapter, block });
  };
  const back = () => {
    const place = history.at(-1);
    if (!place) return;
    setHistory((places) => places.slice(0, -1));
    go(place);
  };
  const choose = (chapter: number) => {
    setHistory([]);
    go({ chapter, block: 0 });
  };
  return { shown, target, follow, back, canGoBack: history.length > 0, choose };
}

/** An e-book one chapter at a time, with its table of contents and the chapter before and after. */
function Chapters({
  document,
  fileName,
  startAt,
}: {
  document: ReadDocument;
  fileName: string;
  startAt: number | undefined;
}) {
  const { sections } = document;
  const last = sections.length - 1;
  const area = useRef<HTMLDivElement>(null);
  const place = useBookPlace(sections, startAt, area);
  const { shown, choose } = place;
  const pickerId = useId();
  const chapter: Section | undefined = sections[shown];
  const step = buttonClass('ghost', 'icon');
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="flex items-center gap-2">
        {place.canGoBack && (
          <button type="button" onClick={place.back} className={buttonClass('outline', 'sm')}>
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            Back
          </button>
        )}
        <label htmlFor={pickerId} className="text-sm font-medium text-ink">
          Chapter
        </label>
        <select
          id={pickerId}
          value={shown}
          onChange={(event) => choose(Number(event.target.value))}
          className={`${fieldClass} min-w-0 flex-1 py-1.5 text-sm`}
        >
          {sections.map((section, index) => (
            <option key={index} value={index}>
              {section.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label="Previous chapter"
          disabled={shown === 0}
          onClick={() => choose(shown - 1)}
          className={step}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label="Next chapter"
          disabled={shown === last}
          onClick={() => choose(shown + 1)}
          className={step}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div
        ref={area}
        tabIndex={0}
        role="region"
        aria-label={`${fileName}: ${chapter?.title ?? ''}`}
        className={surface}
      >
        {chapter && (
          <FollowLinkContext value={place.follow}>
            <ChapterBlocks
              key={shown}
              blocks={chapter.blocks}
              pictures={document.pictures}
              target={place.target}
            />
          </FollowLinkContext>
        )}
      </div>
    </div>
  );
}

function isEmpty(document: ReadDocument): boolean {
  return document.sections.every((section) => section.blocks.length === 0);
}

/**
 * A Word document, slide deck or e-book read inside the app, offline: the file's text,
 * structure and pictures drawn by the app itself, never the file's own markup.
 */
export function DocumentPreview({
  blob,
  fileName,
  format,
  startAt,
  words,
}: {
  blob: Blob;
  fileName: string;
  format: DocumentFormat;
  /** The slide or chapter to open at (1-based), as a search hit names it. */
  startAt?: number;
  /** The words a search found, marked in the text. */
  words?: readonly string[];
}) {
  const read = useReadBlob<ReadDocument>(blob, (file, signal, show) =>
    readOffPage(format, file, signal, show),
  );
  if (read === null) {
    return (
      <p role="status" className="p-6 text-center text-ink-muted">
        Opening the document…
      </p>
    );
  }
  if ('error' in read) return <Alert>{documentMessages.damaged}</Alert>;
  const document = read.value;
  if (isEmpty(document)) return <Alert tone="info">{documentMessages.empty}</Alert>;
  const Shown = format === 'epub' && document.sections.length > 1 ? Chapters : AllSections;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <FoundWordsContext value={words ?? NO_WORDS}>
        <Shown document={document} fileName={fileName} startAt={startAt} />
      </FoundWordsContext>
      {document.cut && <CutNote />}
    </div>
  );
}
