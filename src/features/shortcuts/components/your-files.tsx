import { BookOpenText, History, ListTree, Star, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { EmptyState } from '../../../ui/empty-state';
import { FileMeta } from '../../library/components/file-meta';
import { FileViewer, stepsThrough } from '../../library/file-viewer';
import type { ReadingPlace } from '../../../storage/marks-store';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { placeText, type LibraryFile } from '../../library/library-files';
import { useMarkedFiles } from '../use-marked-files';
import { FileIcon } from '../../library/components/file-icon';
import { cardClass } from '../../../ui/card-styles';

const iconButton = buttonClass('ghost', 'icon');

/** "Page 4 of 6": where the student left off, reopened there. */
function ReadingPlaceText({ place }: { place: ReadingPlace | undefined }) {
  if (!place) return null;
  return (
    <span className="block text-xs font-medium text-primary-ink">
      Page {place.page} of {place.pages}
    </span>
  );
}

/**
 * The file the student last read, where they left it: the most recent of the recent files with a
 * reading place, one click from that page.
 */
function ContinueReading({
  file,
  place,
  onOpen,
}: {
  file: LibraryFile;
  place: ReadingPlace;
  onOpen: () => void;
}) {
  return (
    <section
      aria-label="Continue reading"
      className={`${cardClass} mb-4 flex items-center gap-3 p-4`}
    >
      <BookOpenText aria-hidden="true" className="h-6 w-6 shrink-0 text-primary-ink" />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-ink-muted">Continue reading</h3>
        <p className="line-clamp-2 font-medium break-words text-ink">{file.record.fileName}</p>
        <p className="text-xs text-ink-muted">
          Page {place.page} of {place.pages} · {placeText(file)}
        </p>
      </div>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Continue reading ${file.record.fileName} at page ${place.page}`}
        className={buttonClass('primary')}
      >
        Continue
      </button>
    </section>
  );
}

const fileKey = (file: LibraryFile) => `${file.layout.listKey}/${file.record.id}`;

function ShortcutList({
  title,
  files,
  emptyText,
  emptyIcon,
  onOpen,
  onUnstar,
  placeIn,
}: {
  title: string;
  files: readonly LibraryFile[];
  emptyText: string;
  emptyIcon: LucideIcon;
  /** Opens `file` in the viewer, stepping through `files`. */
  onOpen: (file: LibraryFile, files: readonly LibraryFile[]) => void;
  onUnstar?: (file: LibraryFile) => void;
  /** Where the student left off in a file, shown beside it. */
  placeIn: (file: LibraryFile) => ReadingPlace | undefined;
}) {
  return (
    <section aria-label={title} className={`${cardClass} min-w-0 p-4`}>
      <h3 className="mb-2 font-semibold text-ink">{title}</h3>
      {files.length === 0 ? (
        <EmptyState icon={emptyIcon} title={emptyText} compact />
      ) : (
        <ul className="divide-y divide-line">
          {files.map((file) => (
            <li key={fileKey(file)} className="flex items-center gap-2 py-1.5">
              <button
                type="button"
                onClick={() => onOpen(file, files)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-control p-1.5 text-left hover:bg-sunken"
              >
                <FileIcon fileName={file.record.fileName} className="h-6 w-6 shrink-0" />
                <span className="min-w-0">
                  <span className="sr-only">Open </span>
                  <span className="line-clamp-2 font-medium break-words text-ink">
                    {file.record.fileName}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    <FileMeta record={file.record} place={placeText(file)} />
                  </span>
                  <ReadingPlaceText place={placeIn(file)} />
                </span>
              </button>
              <Link
                to={file.rowHref}
                aria-label={`Show ${file.record.fileName} in its list`}
                title="Show in its list"
                className={iconButton}
              >
                <ListTree aria-hidden="true" className="h-5 w-5" />
              </Link>
              {onUnstar && (
                <button
                  type="button"
                  onClick={() => onUnstar(file)}
                  aria-pressed="true"
                  aria-label={`Star ${file.record.fileName}`}
                  title="Unstar"
                  className={iconButton}
                >
                  <Star aria-hidden="true" className="h-5 w-5 fill-star text-star-edge" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The dashboard's "Your files": the student's recently opened or uploaded files and their starred
 * ones, each one click from its preview, with a way to its row in the list.
 */
export function YourFiles({ kinds }: { kinds: readonly KindSettings[] }) {
  const marked = useMarkedFiles(kinds);
  // The list as it was when the file was opened: opening a file makes it the most recent, and
  // stepping must not follow the list as it reorders.
  const [previewing, setPreviewing] = useState<{
    file: LibraryFile;
    files: readonly LibraryFile[];
  } | null>(null);
  const open = (file: LibraryFile, files: readonly LibraryFile[]) => setPreviewing({ file, files });
  const reading = marked.recent.find((file) => marked.placeIn(file));
  const readingPlace = reading && marked.placeIn(reading);

  return (
    <section aria-labelledby="your-files-heading" className="mt-10">
      <h2 id="your-files-heading" className="mb-3 text-xl font-semibold text-ink">
        Your files
      </h2>
      {marked.error && <Alert onDismiss={marked.dismissError}>{marked.error}</Alert>}
      {reading && readingPlace && (
        <ContinueReading
          file={reading}
          place={readingPlace}
          onOpen={() => open(reading, marked.recent)}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <ShortcutList
          title="Recent files"
          files={marked.recent}
          emptyText="Files you upload or open appear here."
          emptyIcon={History}
          onOpen={open}
          placeIn={marked.placeIn}
        />
        <ShortcutList
          title="Starred files"
          files={marked.starred}
          emptyText="Star a file in any list to keep it here."
          emptyIcon={Star}
          onOpen={open}
          onUnstar={marked.unstar}
          placeIn={marked.placeIn}
        />
      </div>
      {previewing && (
        <FileViewer
          record={previewing.file.record}
          read={() => marked.read(previewing.file)}
          onDownload={() => void marked.download(previewing.file)}
          onClose={() => setPreviewing(null)}
          steps={stepsThrough(previewing.files, previewing.file, (file) =>
            open(file, previewing.files),
          )}
        />
      )}
    </section>
  );
}
