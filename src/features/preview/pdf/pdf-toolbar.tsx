import {
  Bookmark,
  ChevronLeft,
  Highlighter,
  ChevronRight,
  Fullscreen,
  Maximize,
  MoveHorizontal,
  Search,
  TableOfContents,
  Undo2,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
  TextSelect,
} from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { stepAbove, stepBelow, ZOOM_STEPS, type Zoom } from './zoom';

const toolButton = buttonClass('ghost', 'icon');

function ToolButton({
  label,
  Icon,
  onClick,
  disabled,
  pressed,
}: {
  label: string;
  Icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${toolButton} aria-pressed:bg-primary-soft aria-pressed:text-primary-ink`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/** The page field: the page shown, or the number being typed until Enter or leaving it. */
function PageField({
  page,
  pageCount,
  go,
}: {
  page: number;
  pageCount: number;
  go: (page: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const typed = Number(draft);
    if (draft !== null && Number.isInteger(typed)) go(typed);
    setDraft(null);
  };
  return (
    <span className="flex items-center gap-1 text-sm text-ink-soft">
      <input
        type="text"
        inputMode="numeric"
        aria-label="Page number"
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 6))}
        onFocus={(event) => event.target.select()}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && draft !== null) {
            // Escape leaves the typed number; a second one closes the viewer.
            event.stopPropagation();
            setDraft(null);
          }
        }}
        className="h-9 w-12 rounded-control border border-line-strong bg-surface text-center text-ink"
      />
      <span aria-hidden="true">of {pageCount}</span>
    </span>
  );
}

/** The toolbar's part for what the student makes of a PDF: its bookmark and side panel. */
export interface MarkingTools {
  bookmarked: boolean;
  onBookmark: () => void;
  panelOpen: boolean;
  onPanel: () => void;
  /** Whether a tap on the text selects its sentence, and the switch. */
  tapToSelect: boolean;
  onTapToSelect: () => void;
}

/** The toolbar's part for what the student makes of a PDF, and full screen. */
function MarkingAndScreen({
  marking,
  fullScreen,
}: {
  marking: MarkingTools | undefined;
  fullScreen: { on: boolean; toggle: () => void } | null;
}) {
  if (!marking && !fullScreen) return null;
  return (
    <div className="flex items-center gap-1">
      {marking && (
        <>
          <ToolButton
            label="Bookmark this page"
            Icon={Bookmark}
            pressed={marking.bookmarked}
            onClick={marking.onBookmark}
          />
          <ToolButton
            label="Highlights and notes"
            Icon={Highlighter}
            pressed={marking.panelOpen}
            onClick={marking.onPanel}
          />
          <ToolButton
            label="Tap text to select a sentence"
            Icon={TextSelect}
            pressed={marking.tapToSelect}
            onClick={marking.onTapToSelect}
          />
        </>
      )}
      {fullScreen && (
        <ToolButton
          label="Full screen"
          Icon={Fullscreen}
          pressed={fullScreen.on}
          onClick={fullScreen.toggle}
        />
      )}
    </div>
  );
}

/**
 * The reader's toolbar, pinned above the pages: the page and the way to another, zoom with fit
 * width and fit page, find in the document, and (for a stored file) its bookmark and the panel
 * of highlights and notes. Groups that wrap as wholes on a phone.
 */
export function PdfToolbar({
  page,
  pageCount,
  go,
  zoom,
  factor,
  onZoom,
  finding,
  onFind,
  marking,
  contents,
  back,
  fullScreen,
}: {
  page: number;
  pageCount: number | null;
  go: (page: number) => void;
  zoom: Zoom;
  /** The zoom as a share of the fitted width, for its percentage and its steps. */
  factor: number;
  onZoom: (zoom: Zoom) => void;
  finding: boolean;
  onFind: () => void;
  /** None for a PDF shown on its own, which nothing is kept for. */
  marking?: MarkingTools;
  /** The panel of the outline and the pages. */
  contents: { open: boolean; onToggle: () => void };
  /** Back to where a followed link or outline entry was, when there is one. */
  back: { page: number; go: () => void } | null;
  /** None where the browser cannot show the reader full screen. */
  fullScreen: { on: boolean; toggle: () => void } | null;
}) {
  const last = pageCount ?? 1;
  return (
    <div
      role="toolbar"
      aria-label="PDF pages and zoom"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1"
    >
      <div className="flex items-center gap-1">
        <ToolButton
          label="Previous page"
          Icon={ChevronLeft}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        {pageCount === null ? (
          <p className="min-w-20 text-center text-sm text-ink-soft">Loading…</p>
        ) : (
          <PageField page={page} pageCount={pageCount} go={go} />
        )}
        <p aria-live="polite" className="sr-only">
          {pageCount === null ? '' : `Page ${page} of ${pageCount}`}
        </p>
        <ToolButton
          label="Next page"
          Icon={ChevronRight}
          disabled={pageCount === null || page >= last}
          onClick={() => go(page + 1)}
        />
        <ToolButton label="Find in document" Icon={Search} pressed={finding} onClick={onFind} />
        <ToolButton
          label="Contents"
          Icon={TableOfContents}
          pressed={contents.open}
          onClick={contents.onToggle}
        />
        {back && <ToolButton label={`Back to page ${back.page}`} Icon={Undo2} onClick={back.go} />}
      </div>
      <div className="flex items-center gap-1">
        <ToolButton
          label="Zoom out"
          Icon={ZoomOut}
          disabled={zoom.kind === 'steps' && zoom.step === 0}
          onClick={() => onZoom({ kind: 'steps', step: stepBelow(factor) })}
        />
        <p className="w-12 text-center text-sm text-ink-soft">
          <span className="sr-only">Zoom </span>
          {Math.round(factor * 100)}%
        </p>
        <ToolButton
          label="Zoom in"
          Icon={ZoomIn}
          disabled={zoom.kind === 'steps' && zoom.step === ZOOM_STEPS.length - 1}
          onClick={() => onZoom({ kind: 'steps', step: stepAbove(factor) })}
        />
        <ToolButton
          label="Fit width"
          Icon={MoveHorizontal}
          pressed={zoom.kind === 'fit-width'}
          onClick={() => onZoom({ kind: 'fit-width' })}
        />
        <ToolButton
          label="Fit page"
          Icon={Maximize}
          pressed={zoom.kind === 'fit-page'}
          onClick={() => onZoom({ kind: 'fit-page' })}
        />
      </div>
      <MarkingAndScreen marking={marking} fullScreen={fullScreen} />
    </div>
  );
}
