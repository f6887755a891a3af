import { Bookmark, FileDown, NotebookPen, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { CloseButton } from '../../../ui/close-button';
import { useNarrowScreen } from '../../../ui/use-narrow-screen';
import { downloadBlob } from '../../library/open-blob';
import type { Annotation, Highlight, HighlightColour } from '../../../storage/marks-store';
import { annotationsMarkdown, markdownFileName } from './annotations-markdown';
import { COLOUR_NAMES, cssColour } from './highlight-colours';
import { NoteEditor } from './note-editor';
import { newAnnotationId, type Annotations } from './use-annotations';
import type { CardMaker } from '../../library/cards/use-card-maker';

export const annotationMessages = {
  notKept: 'It could not be kept: this device’s storage is full, or the file holds too many.',
  pdfFailed: 'The PDF with highlights could not be made. The file may be damaged.',
  empty:
    'Nothing yet. Select text on a page to highlight it, add a note to a page, or bookmark it.',
  cardNotKept: 'The card could not be kept: this device’s storage is full.',
} as const;

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function byPage(list: readonly Annotation[]): [number, Annotation[]][] {
  const pages = new Map<number, Annotation[]>();
  for (const item of list) pages.set(item.page, [...(pages.get(item.page) ?? []), item]);
  return [...pages].sort(([a], [b]) => a - b);
}

const smallButton = buttonClass('ghost', 'sm');
const deleteButton = buttonClass('ghost-danger', 'sm');

function HighlightItem({
  highlight,
  go,
  onEdit,
  onDelete,
  card,
}: {
  highlight: Highlight;
  go: () => void;
  onEdit: () => void;
  onDelete: () => void;
  card: ReactNode;
}) {
  const what = `the highlight “${short(highlight.quote)}”`;
  return (
    <>
      <button
        type="button"
        onClick={go}
        className="flex w-full items-start gap-2 rounded-control p-1 text-left text-sm text-ink hover:bg-sunken"
      >
        <span
          aria-hidden="true"
          className="mt-0.5 h-4 w-1.5 shrink-0 rounded-full"
          style={{ backgroundColor: cssColour(highlight.colour) }}
        />
        <span>
          <span className="sr-only">{COLOUR_NAMES[highlight.colour]} highlight: </span>“
          {highlight.quote}”
        </span>
      </button>
      {highlight.note && (
        <p className="ml-4 text-sm whitespace-pre-wrap text-ink-soft">{highlight.note}</p>
      )}
      <div className="ml-3 flex gap-1">
        <button type="button" className={smallButton} onClick={onEdit} aria-label={`Edit ${what}`}>
          Edit
        </button>
        <button
          type="button"
          className={deleteButton}
          onClick={onDelete}
          aria-label={`Delete ${what}`}
        >
          Delete
        </button>
        {card}
      </div>
    </>
  );
}

/** What an annotation is called in its buttons' names. */
function annotationName(item: Annotation): string {
  return item.kind === 'highlight'
    ? `the highlight “${short(item.quote)}”`
    : `the ${item.kind} on page ${item.page}`;
}

/**
 * Makes a revision card of a highlight or note in one action, or takes it out of revision; a
 * bookmark holds nothing to ask.
 */
function CardButton({
  item,
  cards,
  onNotKept,
}: {
  item: Annotation;
  cards: CardMaker;
  onNotKept: () => void;
}) {
  if (item.kind === 'bookmark') return null;
  const what = annotationName(item);
  return cards.has(item.id) ? (
    <button
      type="button"
      className={smallButton}
      aria-label={`Remove card of ${what}`}
      onClick={() => cards.unmake(item.id)}
    >
      <span aria-hidden="true" className="text-success-ink">
        ✓
      </span>
      Remove card
    </button>
  ) : (
    <button
      type="button"
      className={smallButton}
      aria-label={`Make a card of ${what}`}
      onClick={() => {
        if (!cards.make(item)) onNotKept();
      }}
    >
      Make a card
    </button>
  );
}

/** The editor of one annotation: a highlight's note and colour, or a page's note. */
function ItemEditor({
  item,
  onSave,
  onRemove,
  onCancel,
}: {
  item: Annotation;
  onSave: (annotation: Annotation) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const at = new Date().toISOString();
  if (item.kind === 'highlight') {
    return (
      <NoteEditor
        label={`Note on the highlight “${short(item.quote)}”`}
        initial={item.note}
        initialColour={item.colour}
        onSave={(note, colour?: HighlightColour) =>
          onSave({ ...item, note, colour: colour ?? item.colour, at })
        }
        onCancel={() => onCancel()}
      />
    );
  }
  return (
    <NoteEditor
      label={`Note on page ${item.page}`}
      initial={item.kind === 'note' ? item.note : ''}
      onSave={(note) => (note ? onSave({ ...item, kind: 'note', note, at }) : onRemove())}
      onCancel={() => onCancel()}
    />
  );
}

/** One highlight, page note or bookmark in the list, or its editor while it is edited. */
function AnnotationItem({
  item,
  editing,
  onSave,
  onCancel,
  go,
  onEdit,
  onRemove,
  card,
}: {
  item: Annotation;
  editing: boolean;
  onSave: (annotation: Annotation) => void;
  onCancel: () => void;
  go: (page: number) => void;
  onEdit: () => void;
  onRemove: () => void;
  card: ReactNode;
}) {
  return editing ? (
    <ItemEditor item={item} onSave={onSave} onRemove={onRemove} onCancel={onCancel} />
  ) : item.kind === 'highlight' ? (
    <HighlightItem
      highlight={item}
      go={() => go(item.page)}
      onEdit={onEdit}
      onDelete={onRemove}
      card={card}
    />
  ) : item.kind === 'note' ? (
    <>
      <p className="text-sm whitespace-pre-wrap text-ink">{item.note}</p>
      <div className="flex gap-1">
        <button
          type="button"
          className={smallButton}
          aria-label={`Edit the note on page ${item.page}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={deleteButton}
          aria-label={`Delete the note on page ${item.page}`}
          onClick={onRemove}
        >
          Delete
        </button>
        {card}
      </div>
    </>
  ) : (
    <div className="flex items-center justify-between gap-2 text-sm text-ink">
      <span className="flex items-center gap-1.5">
        <Bookmark aria-hidden="true" className="h-4 w-4 text-primary-ink" />
        Bookmark
      </span>
      <button
        type="button"
        className={deleteButton}
        aria-label={`Remove the bookmark on page ${item.page}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Remove
      </button>
    </div>
  );
}

/** The file's annotations as Markdown, and the PDF with its highlights written in. */
function ExportButtons({
  fileName,
  list,
  savePdf,
  onFailure,
}: {
  fileName: string;
  list: readonly Annotation[];
  savePdf: (() => Promise<void>) | null;
  onFailure: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const highlights = list.filter((item) => item.kind === 'highlight');
  return (
    <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={list.length === 0}
        onClick={() =>
          downloadBlob(
            new Blob([annotationsMarkdown(fileName, list)], { type: 'text/markdown' }),
            markdownFileName(fileName),
          )
        }
      >
        <FileDown aria-hidden="true" className="h-4 w-4" />
        Export as Markdown
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={highlights.length === 0 || savePdf === null}
        aria-disabled={saving || undefined}
        onClick={() => {
          if (!savePdf || saving) return;
          setSaving(true);
          savePdf()
            .catch(onFailure)
            .finally(() => setSaving(false));
        }}
      >
        <FileDown aria-hidden="true" className="h-4 w-4" />
        {saving ? 'Saving the PDF…' : 'Save PDF with highlights'}
      </button>
    </div>
  );
}

/** The annotations page by page: each page goes to it, each item can be edited or removed. */
function AnnotationList({
  list,
  editing,
  setEditing,
  onSave,
  goTo,
  remove,
  card,
}: {
  list: readonly Annotation[];
  editing: string | null;
  setEditing: (id: string | null) => void;
  onSave: (annotation: Annotation) => void;
  goTo: (page: number) => void;
  remove: (id: string) => void;
  card: (item: Annotation) => ReactNode;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {byPage(list).map(([number, items]) => (
        <li key={number} className="flex flex-col gap-1">
          <h3>
            <button
              type="button"
              onClick={() => goTo(number)}
              className="min-h-6 text-sm font-semibold text-primary-ink underline-offset-2 hover:underline"
            >
              Page {number}
            </button>
          </h3>
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 border-l-2 border-line pl-2">
                <AnnotationItem
                  item={item}
                  editing={editing === item.id}
                  onSave={onSave}
                  onCancel={() => setEditing(null)}
                  go={goTo}
                  onEdit={() => setEditing(item.id)}
                  onRemove={() => remove(item.id)}
                  card={card(item)}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * A file's highlights, notes and bookmarks, page by page: each goes to its page, and can be
 * edited or deleted; a page gets a note; the whole can leave as Markdown or as a PDF with the
 * highlights in it.
 */
export function AnnotationsPanel({
  fileName,
  annotations,
  page,
  go,
  onClose,
  savePdf,
  cards,
}: {
  fileName: string;
  annotations: Annotations;
  /** The revision cards made of these annotations. */
  cards: CardMaker;
  /** The page in view, which a new note is for. */
  page: number;
  go: (page: number) => void;
  onClose: () => void;
  /** Makes the PDF with the highlights written in; none until the PDF is open. */
  savePdf: (() => Promise<void>) | null;
}) {
  const { list, keep, remove } = annotations;
  const narrow = useNarrowScreen();
  // On a phone the panel covers the pages: going to one shows it.
  const goTo = (number: number) => {
    go(number);
    if (narrow) onClose();
  };
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const kept = (annotation: Annotation) => {
    const ok = keep(annotation);
    setStatus(ok ? null : annotationMessages.notKept);
    if (ok) setEditing(null);
  };
  return (
    <aside
      aria-label="Highlights and notes"
      className="absolute inset-0 z-10 flex flex-col gap-3 overflow-y-auto rounded-control border border-line bg-surface p-3 sm:static sm:w-80 sm:shrink-0"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">Highlights and notes</h2>
        <CloseButton
          label="Close highlights and notes"
          onClick={onClose}
          className={buttonClass('ghost', 'icon')}
        />
      </div>
      {editing === 'new-note' ? (
        <NoteEditor
          label={`Note on page ${page}`}
          initial=""
          onSave={(note) =>
            note
              ? kept({
                  kind: 'note',
                  id: newAnnotationId(),
                  page,
                  at: new Date().toISOString(),
                  note,
                })
              : setEditing(null)
          }
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          onClick={() => setEditing('new-note')}
        >
          <NotebookPen aria-hidden="true" className="h-4 w-4" />
          Add a note to page {page}
        </button>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-ink-muted">{annotationMessages.empty}</p>
      ) : (
        <AnnotationList
          list={list}
          editing={editing}
          setEditing={setEditing}
          onSave={kept}
          goTo={goTo}
          remove={remove}
          card={(item) => (
            <CardButton
              item={item}
              cards={cards}
              onNotKept={() => setStatus(annotationMessages.cardNotKept)}
            />
          )}
        />
      )}
      <ExportButtons
        fileName={fileName}
        list={list}
        savePdf={savePdf}
        onFailure={() => setStatus(annotationMessages.pdfFailed)}
      />
      <p role="status" className="text-sm text-danger-ink empty:hidden">
        {status}
      </p>
    </aside>
  );
}
