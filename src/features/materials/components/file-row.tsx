import { Download, Eye, ExternalLink, LoaderCircle, Star, Trash2 } from 'lucide-react';
import { formatUploadDate } from '../format/format-date';
import { formatSize } from '../format/format-size';
import type { StoredFileRecord } from '../../../storage/file-store';
import { FileIcon } from './file-icon';

const action =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm sm:px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * One stored file. Buttons read 'View', 'Download', 'Delete'; their accessible names add the
 * file name (the visible word first, so voice control still finds them), so rows differ.
 */
export function FileRow({
  record,
  viewLabel,
  canDelete,
  deleting,
  starred,
  highlighted,
  onView,
  onPreview,
  onDownload,
  onDelete,
  onToggleStar,
}: {
  record: StoredFileRecord;
  viewLabel: string;
  canDelete: boolean;
  deleting: boolean;
  starred: boolean;
  /** The row a search result or a dashboard link led to: marked and focusable. */
  highlighted: boolean;
  onView: (record: StoredFileRecord) => void;
  onPreview: (record: StoredFileRecord) => void;
  onDownload: (record: StoredFileRecord) => void;
  onDelete: (record: StoredFileRecord) => void;
  onToggleStar: (record: StoredFileRecord) => void;
}) {
  return (
    // content-visibility lets the browser skip layout and paint of rows off screen: a long list
    // (1,000 files) then renders in the time of the rows a student can see.
    <li
      data-file-id={record.id}
      aria-busy={deleting}
      aria-current={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      className={`flex flex-wrap items-center gap-4 px-4 py-3 [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto] focus:outline-none sm:flex-nowrap ${
        highlighted ? 'bg-amber-50 ring-2 ring-amber-500 ring-inset' : ''
      }`}
    >
      <button
        type="button"
        onClick={() => onToggleStar(record)}
        aria-pressed={starred}
        aria-label={`Star ${record.fileName}`}
        title={starred ? 'Starred' : 'Star'}
        className="-m-2 shrink-0 rounded-lg p-2 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Star
          aria-hidden="true"
          className={`h-5 w-5 ${starred ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`}
        />
      </button>
      <FileIcon fileName={record.fileName} className="h-8 w-8 shrink-0 text-indigo-600" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900" title={record.fileName}>
          {record.fileName}
        </p>
        <p className="text-sm text-slate-600">
          {formatSize(record.fileSize)} ·{' '}
          <time dateTime={record.uploadedAt}>{formatUploadDate(record.uploadedAt)}</time>
        </p>
      </div>
      {/* On a phone the actions take a line of their own and wrap rather than run off the screen. */}
      <div className="flex w-full flex-wrap gap-1 sm:w-auto sm:shrink-0 sm:gap-2">
        <button
          type="button"
          onClick={() => onView(record)}
          data-row-action
          aria-label={`${viewLabel} ${record.fileName}`}
          className={`${action} text-indigo-700 hover:bg-indigo-50`}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {viewLabel}
        </button>
        <button
          type="button"
          onClick={() => onPreview(record)}
          aria-label={`Preview ${record.fileName}`}
          className={`${action} text-indigo-700 hover:bg-indigo-50`}
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
          Preview
        </button>
        <button
          type="button"
          onClick={() => onDownload(record)}
          aria-label={`Download ${record.fileName}`}
          className={`${action} text-indigo-700 hover:bg-indigo-50`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download
        </button>
        {canDelete && (
          <button
            type="button"
            onClick={() => onDelete(record)}
            disabled={deleting}
            aria-label={`${deleting ? 'Deleting...' : 'Delete'} ${record.fileName}`}
            className={`${action} text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60`}
          >
            {deleting ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            )}
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        )}
      </div>
    </li>
  );
}
