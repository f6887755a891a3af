import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import type { StoredFileRecord } from '../../storage/file-store';
import type { FileViewerProps } from '../library/file-viewer';
import { formatSize } from '../../shared/format-size';
import { legacyFormatMessage } from './documents/document-messages';
import { previewMessages, previewTypeOf, type PreviewType } from './preview-type';
import { CsvPreview, ImagePreview, PlainTextPreview } from './text-previews';
import { buttonClass } from '../../ui/button-styles';
import { deferredComponent } from '../../ui/deferred-component';
import { useStepGestures } from './use-step-gestures';
import { holdForeground } from '../library/foreground-work';

function ViewerNotLoaded() {
  return <Alert>{previewMessages.notLoaded}</Alert>;
}

// pdf.js is most of the viewer's weight: fetched only when a PDF is previewed, while the file is
// read, so its worker is starting by the time the bytes are there.
const PdfPreview = deferredComponent(() => import('./pdf-preview').then((m) => m.PdfPreview), {
  loading: (
    <p role="status" className="p-6 text-center text-ink-muted">
      Opening the PDF…
    </p>
  ),
  Failed: ViewerNotLoaded,
});

// Word, slides, e-books and workbooks share one lazily loaded reader (zip.js and the parsers).
const DocumentPreview = deferredComponent(
  () => import('./documents/document-preview').then((m) => m.DocumentPreview),
  { Failed: ViewerNotLoaded },
);
const WorkbookPreview = deferredComponent(
  () => import('./documents/workbook-preview').then((m) => m.WorkbookPreview),
  { Failed: ViewerNotLoaded },
);

export type FilePreviewDialogProps = FileViewerProps;

type Loaded = { blob: Blob } | { error: string } | null;

/** The bytes of `record` once read, or why they could not be. */
function useStoredBlob(
  record: StoredFileRecord,
  read: FilePreviewDialogProps['read'],
  wanted: boolean,
): Loaded {
  const [loaded, setLoaded] = useState<{ id: string; value: Loaded }>({ id: '', value: null });
  // Read once per file: a caller's new `read` function each render must not read it again, nor
  // must a list read again after another write (a new record object of the same stored bytes): a
  // PDF given new bytes starts loading again, cutting off the load under way.
  const latest = useRef({ read, record });
  useEffect(() => {
    latest.current = { read, record };
  }, [read, record]);
  const { id, uploadedAt, fileSize } = record;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const { read: reader, record: current } = latest.current;
    reader(current).then(
      (blob) => live && setLoaded({ id, value: { blob } }),
      (failure: unknown) =>
        live &&
        setLoaded({
          id,
          value: {
            error:
              failure instanceof Error && failure.name === 'FileMissingError'
                ? failure.message
                : previewMessages.readFailed,
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [id, uploadedAt, fileSize, wanted]);
  return loaded.id === id ? loaded.value : null;
}

function PreviewBody({
  type,
  blob,
  record,
  found,
}: {
  type: PreviewType;
  blob: Blob;
  record: StoredFileRecord;
  found: FilePreviewDialogProps['found'];
}) {
  const { fileName } = record;
  switch (type) {
    case 'pdf':
      return <PdfPreview blob={blob} fileName={fileName} fileId={record.id} found={found} />;
    case 'image':
      return <ImagePreview blob={blob} fileName={fileName} />;
    case 'text':
      return <PlainTextPreview blob={blob} />;
    case 'csv':
      return <CsvPreview blob={blob} fileName={fileName} />;
    case 'docx':
    case 'pptx':
    case 'epub':
      return (
        <DocumentPreview
          blob={blob}
          fileName={fileName}
          format={type}
          startAt={found?.page}
          words={found?.words}
        />
      );
    case 'xlsx':
      return <WorkbookPreview blob={blob} fileName={fileName} />;
    case 'legacy':
      return null;
  }
}

const stepButton = buttonClass('ghost', 'icon');

/** "Previous file" and "Next file", through the list the viewer was opened from. */
function StepButtons({ steps }: { steps: NonNullable<FilePreviewDialogProps['steps']> }) {
  const buttons = [
    { label: 'Previous file', key: 'ArrowLeft', arrow: '←', Icon: ChevronLeft, go: steps.previous },
    { label: 'Next file', key: 'ArrowRight', arrow: '→', Icon: ChevronRight, go: steps.next },
  ];
  return buttons.map(({ label, key, arrow, Icon, go }) => (
    <button
      key={label}
      type="button"
      onClick={() => go?.()}
      disabled={!go}
      aria-label={label}
      aria-keyshortcuts={`Control+${key} Meta+${key}`}
      title={`${label} (Ctrl+${arrow})`}
      className={stepButton}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  ));
}

/**
 * A stored file shown inside the app: PDFs page by page, images fitted to the screen, text and
 * CSV as text and a table; any other type says so and offers Download. Escape closes it and
 * focus returns to what opened it. Opened from a list, it steps to the file before or after.
 */
export function FilePreviewDialog({
  record,
  read,
  onDownload,
  onClose,
  steps,
  found,
}: FilePreviewDialogProps) {
  const titleId = useId();
  const type = previewTypeOf(record.fileName);
  const readable = type !== null && type !== 'legacy';
  const loaded = useStoredBlob(record, read, readable);
  const swipeArea = useStepGestures(steps);
  useEffect(() => holdForeground(), []);
  useEffect(() => {
    // A failure is shown where the viewer would be, once the file is read.
    if (type === 'pdf') PdfPreview.preload().catch(() => undefined);
  }, [type]);

  return (
    <Modal labelledBy={titleId} onDismiss={onClose} size="wide">
      <div className="mb-3 flex items-start gap-1 sm:gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="line-clamp-2 text-lg font-semibold break-words text-ink">
            {record.fileName}
          </h2>
          <p className="text-sm text-ink-muted">{formatSize(record.fileSize)}</p>
        </div>
        {steps && <StepButtons steps={steps} />}
        <button
          type="button"
          onClick={() => onDownload(record)}
          className={`${buttonClass('ghost-primary', 'sm')} h-10`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {/* A phone's header keeps its width for the file's name. */}
          <span className="sr-only sm:not-sr-only">Download</span>
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close preview"
          className={buttonClass('ghost', 'icon')}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div
        // Sideways moves are the viewer's, not the browser's: a swipe steps between files
        // where it would otherwise take the browser back a page.
        className="flex min-h-0 flex-1 touch-pan-y flex-col"
        ref={swipeArea}
      >
        {type === null ? (
          <Alert tone="info">{previewMessages.unavailable}</Alert>
        ) : type === 'legacy' ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="info">{legacyFormatMessage(record.fileName)}</Alert>
            <button
              type="button"
              onClick={() => onDownload(record)}
              className={buttonClass('primary')}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download {record.fileName}
            </button>
          </div>
        ) : loaded === null ? (
          <p role="status" className="p-6 text-center text-ink-muted">
            Reading the file…
          </p>
        ) : 'error' in loaded ? (
          <Alert>{loaded.error}</Alert>
        ) : loaded.blob.size === 0 ? (
          <Alert tone="info">{previewMessages.empty}</Alert>
        ) : (
          <PreviewBody
            key={record.id}
            type={type}
            blob={loaded.blob}
            record={record}
            found={found}
          />
        )}
      </div>
    </Modal>
  );
}
