import { FileSearch, FolderOpen, Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { EmptyState } from '../../../ui/empty-state';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Toast } from '../../../ui/toast';
import { useNarrowScreen } from '../../../ui/use-narrow-screen';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import {
  clearAllCountText,
  deletedText,
  deleteTitle,
  listMessages,
} from '../../library/file-messages';
import { fileCountText } from '../../library/format/file-count';
import { useFileList } from '../list/use-file-list';
import { useFocusAfterRemoval } from '../list/use-focus-after-removal';
import { useRevealedCount } from '../list/use-revealed-count';
import { arrangeRecords, TYPE_FILTER_LABELS } from '../list/arrange-records';
import { useListView } from '../list/use-list-view';
import { UNDO_DELETE_MS } from '../list/use-undoable-delete';
import { ROW_PARAM } from '../../library/library-files';
import { useFileMarks } from '../../library/use-file-marks';
import { ListViewControls } from './list-view-controls';
import type { StoredFileRecord } from '../../../storage/file-store';
import { FileRow } from './file-row';
import { FileViewer } from '../../library/file-viewer';
import { cardClass } from '../../../ui/card-styles';

const primaryLink = buttonClass('primary');

/** The stored files of one list, for every kind: newest first, with View, Download and Delete. */
export function FileList({ settings, scope }: { settings: KindSettings; scope: MaterialScope }) {
  const list = useFileList(settings, scope);
  const [pendingDelete, setPendingDelete] = useState<StoredFileRecord | null>(null);
  const [previewing, setPreviewing] = useState<StoredFileRecord | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const marks = useFileMarks();
  const narrow = useNarrowScreen();
  const [chosenView, setView] = useListView(list.listKey);
  const { records } = list;
  const highlightId = useSearchParams()[0].get(ROW_PARAM);
  // A row a link leads to is shown even when the kept filter would hide it.
  const linkedRowExists = Boolean(highlightId && records?.some((r) => r.id === highlightId));
  const view = useMemo(
    () => (linkedRowExists ? { ...chosenView, type: 'all' as const } : chosenView),
    [chosenView, linkedRowExists],
  );
  const arranged = useMemo(() => records && arrangeRecords(records, view), [records, view]);
  const highlightIndex = arranged?.findIndex(({ id }) => id === highlightId) ?? -1;
  const shownRows = Math.max(useRevealedCount(arranged?.length ?? 0), highlightIndex + 1);
  const uploadHref = settings.routes.upload(scope);
  const sectionRef = useRef<HTMLElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(sectionRef, emptyHeadingRef);

  // Bring the row a link leads to into view, once it is drawn.
  const highlightShown = highlightIndex >= 0;
  useEffect(() => {
    if (!highlightShown || !highlightId) return;
    const row = sectionRef.current?.querySelector<HTMLElement>(
      `[data-file-id="${CSS.escape(highlightId)}"]`,
    );
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [highlightId, highlightShown]);

  const remove = async (record: StoredFileRecord, options?: { undoable: boolean }) => {
    const rows = arranged ?? [];
    const index = rows.findIndex(({ id }) => id === record.id);
    // The row that takes the deleted one's place: the next, or the previous for the last row.
    const neighbour = rows[index + 1] ?? rows[index - 1];
    const gone = await list.remove(record, options);
    focusAfterRemoval(gone ? [record.id] : [], gone ? (neighbour?.id ?? null) : record.id);
  };

  // After Undo, focus goes back to the restored row, once it is drawn again.
  const [restoredId, setRestoredId] = useState<string | null>(null);
  useEffect(() => {
    if (!restoredId) return;
    const button = sectionRef.current?.querySelector<HTMLElement>(
      `[data-file-id="${CSS.escape(restoredId)}"] button`,
    );
    if (!button) return;
    button.focus();
    setRestoredId(null);
  }, [restoredId, arranged]);

  const undoDelete = async () => {
    const restored = await list.undoDelete();
    if (restored) setRestoredId(restored.id);
  };

  const clearAll = async () => {
    const own = (records ?? []).filter(list.canDelete).map(({ id }) => id);
    const gone = await list.clearAll();
    focusAfterRemoval(gone ? own : [], null);
  };

  return (
    <section ref={sectionRef} aria-label="Uploaded files" className="space-y-4">
      {list.error && <Alert onDismiss={list.dismissError}>{list.error}</Alert>}
      {/* Beside the message, not in it: the alert says exactly what the spec says. */}
      {list.error && list.broken && list.canDelete(list.broken) && (
        <button
          type="button"
          onClick={() => {
            const entry = list.broken;
            list.dismissError();
            // Its bytes are already lost: nothing to bring back.
            if (entry) void remove(entry, { undoable: false });
          }}
          className={buttonClass('danger-outline', 'sm')}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove the broken entry {list.broken.fileName}
        </button>
      )}
      {list.damaged && (
        <Alert tone="info">
          This list could not be read, so files it named may be missing here. What it held is kept
          on this device, and Repair rebuilds what it can.{' '}
          <button
            type="button"
            onClick={() => void list.repair()}
            className="font-semibold underline"
          >
            Repair
          </button>
        </Alert>
      )}
      {list.notice && (
        <Alert tone="success" onDismiss={list.dismissNotice}>
          {list.notice}
        </Alert>
      )}

      {records === null ? (
        <p role="status" className="py-12 text-center text-ink-muted">
          {settings.list.loadingText}
        </p>
      ) : records.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={settings.list.emptyTitle}
          heading
          headingRef={emptyHeadingRef}
        >
          {settings.list.emptyText && (
            <p className="text-ink-muted">{settings.list.emptyText(scope)}</p>
          )}
          <Link to={uploadHref} className={primaryLink}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {settings.list.emptyActionLabel}
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ListViewControls view={view} onChange={setView} />
            <div className="flex flex-wrap items-center gap-3">
              {settings.list.uploadActionLabel && (
                <Link to={uploadHref} className={primaryLink}>
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  {settings.list.uploadActionLabel}
                </Link>
              )}
              {settings.list.canClearAll && list.ownCount > 0 && (
                <button
                  type="button"
                  onClick={() => setConfirmingClear(true)}
                  disabled={list.clearing}
                  className={buttonClass('danger-outline')}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {list.clearing ? 'Clearing...' : 'Clear All'}
                </button>
              )}
            </div>
          </div>
          {arranged?.length === 0 ? (
            <EmptyState
              icon={FileSearch}
              title={`No ${TYPE_FILTER_LABELS[view.type]} files in this list.`}
            >
              <button
                type="button"
                onClick={() => setView({ ...view, type: 'all' })}
                className={buttonClass('secondary')}
              >
                Show all types
              </button>
            </EmptyState>
          ) : (
            <ul aria-label="Files" className={`${cardClass} divide-y divide-line`}>
              {(arranged ?? []).slice(0, shownRows).map((record) => (
                <FileRow
                  key={record.id}
                  record={record}
                  narrow={narrow}
                  viewLabel={settings.list.viewLabel ?? 'View'}
                  canDelete={list.canDelete(record)}
                  deleting={list.deletingId === record.id}
                  starred={marks.isStarred({ listKey: list.listKey, id: record.id })}
                  highlighted={record.id === highlightId}
                  onView={list.view}
                  onPreview={setPreviewing}
                  onDownload={list.download}
                  onDelete={setPendingDelete}
                  onToggleStar={(file) => marks.toggleStar({ listKey: list.listKey, id: file.id })}
                />
              ))}
            </ul>
          )}
          <p className="text-sm text-ink-muted">
            {fileCountText(records.length)}
            {view.type !== 'all' && ` · ${arranged?.length ?? 0} shown`}
          </p>
        </>
      )}

      {previewing && (
        <FileViewer
          record={previewing}
          read={list.readForPreview}
          onDownload={list.download}
          onClose={() => setPreviewing(null)}
        />
      )}
      <Toast
        toast={
          list.deleted && {
            id: list.deleted.id,
            message: deletedText(list.deleted.fileName),
            actionLabel: 'Undo',
          }
        }
        durationMs={UNDO_DELETE_MS}
        onAction={() => void undoDelete()}
        onClose={() => void list.settleDelete()}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete ? deleteTitle(pendingDelete.fileName) : undefined}
        message={settings.messages.confirmDelete}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (pendingDelete) void remove(pendingDelete);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={confirmingClear}
        title="Clear all files"
        message={`${listMessages.confirmClearAll} ${clearAllCountText(list.ownCount)}`}
        confirmLabel="Clear All"
        destructive
        onConfirm={() => {
          setConfirmingClear(false);
          void clearAll();
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </section>
  );
}
