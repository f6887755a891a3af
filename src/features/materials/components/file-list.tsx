import { FileSearch, FolderOpen, Upload } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { EmptyState } from '../../../ui/empty-state';
import { RefillLinks } from '../../library/refill/refill-links';
import { useEmptyDevice } from '../../library/refill/use-empty-device';
import { useNarrowScreen } from '../../../ui/use-narrow-screen';
import { useSteadyHandlers } from '../../../ui/use-steady-handlers';
import type { StoredFileRecord } from '../../../storage/file-store';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { fileCountText } from '../../../shared/file-count';
import { FileViewer, stepsThrough } from '../../library/file-viewer';
import {
  FIND_PARAM,
  foundIn,
  PAGE_PARAM,
  ROW_PARAM,
  VIEW_PARAM,
} from '../../library/library-files';
import { useFileMarks } from '../../library/use-file-marks';
import { arrangeRecords, TYPE_FILTER_LABELS, type ListView } from '../list/arrange-records';
import { useFileList, type FileListState } from '../list/use-file-list';
import { useListFocus } from '../list/use-list-focus';
import { useListView } from '../list/use-list-view';
import { useRevealedCount } from '../list/use-revealed-count';
import { FileRow, type RowHandlers, type RowLook } from './file-row';
import { ListAlerts } from './list-alerts';
import { ListDialogs } from './list-dialogs';
import { ListToolbar } from './list-toolbar';
import { useTidying } from './tidy-dialogs';
import { SelectionBar } from './selection-bar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useChosenFiles, type ChosenFiles } from '../list/use-chosen-files';

/**
 * The file open in the viewer over the list, kept in the address (`?file=`) so a reload or a
 * kept link opens it again. Closing it leaves its row marked (`?row=`); stepping to a neighbour
 * replaces the address rather than adding a page to Back.
 */
function useViewedFile() {
  const [params] = useSearchParams();
  const [pathname, navigate] = useLocation();
  const viewingId = params.get(VIEW_PARAM);
  const highlightId = viewingId ?? params.get(ROW_PARAM);
  /** The address without the viewer's and the row's parameters, and with `set` if given. */
  const change = (set: [param: string, id: string] | null, replace: boolean) => {
    const next = new URLSearchParams(params);
    for (const name of [VIEW_PARAM, ROW_PARAM, PAGE_PARAM, FIND_PARAM]) next.delete(name);
    if (set) next.set(...set);
    const query = next.toString();
    // No bare "?" left at the end of an address with nothing to ask.
    navigate(query ? `${pathname}?${query}` : pathname, { replace });
  };
  const show = (param: string, id: string, replace: boolean) => change([param, id], replace);
  return {
    viewingId,
    highlightId,
    found: foundIn(params),
    open: (record: StoredFileRecord) => show(VIEW_PARAM, record.id, false),
    step: (record: StoredFileRecord) => show(VIEW_PARAM, record.id, true),
    close: () => viewingId && show(ROW_PARAM, viewingId, true),
    /** Forgets an address's file that is not in the list. */
    forget: () => change(null, true),
  };
}

/**
 * Said when an address names a file this list does not hold (deleted since the link was kept, or
 * stored on another device): the list shows, with no viewer and no silence about why.
 */
const FILE_NOT_HERE =
  'The file in this address is not in this list on this device. It may have been deleted, or it was kept on another device: files stay on the device they were stored on.';

/** The viewer over a list, stepping through the list's rows in their shown order. */
function ListFileViewer({
  record,
  rows,
  open,
  viewed,
}: {
  record: StoredFileRecord;
  rows: readonly StoredFileRecord[];
  open: FileListState['open'];
  viewed: ReturnType<typeof useViewedFile>;
}) {
  return (
    <FileViewer
      record={record}
      read={open.read}
      onDownload={open.download}
      onClose={viewed.close}
      steps={stepsThrough(rows, record, viewed.step, (a, b) => a.id === b.id)}
      found={viewed.found}
    />
  );
}

/** The shown view: a row a link leads to is shown even when the kept filter would hide it. */
function useShownView(
  listKey: string,
  records: readonly StoredFileRecord[] | null,
  highlightId: string | null,
) {
  const [chosen, setView] = useListView(listKey);
  const linked = Boolean(highlightId && records?.some((r) => r.id === highlightId));
  const view = useMemo(
    () => (linked ? { ...chosen, type: 'all' as const } : chosen),
    [chosen, linked],
  );
  const arranged = useMemo(() => records && arrangeRecords(records, view), [records, view]);
  return { view, setView, arranged };
}

/** The rows of a list that has files, or why none shows under the chosen filter. */
function FileRows({
  arranged,
  view,
  onShowAll,
  row,
  mustShow,
}: {
  arranged: readonly StoredFileRecord[];
  view: ListView;
  onShowAll: () => void;
  row: (record: StoredFileRecord) => ReactNode;
  /** Rows drawn whatever the reveal: up to the one a link leads to. */
  mustShow: number;
}) {
  const shownRows = Math.max(useRevealedCount(arranged.length), mustShow);
  if (arranged.length === 0) {
    return (
      <EmptyState
        icon={FileSearch}
        title={`No ${TYPE_FILTER_LABELS[view.type]} files in this list.`}
      >
        <button type="button" onClick={onShowAll} className={buttonClass('secondary')}>
          Show all types
        </button>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Files" className={`${cardClass} divide-y divide-line`}>
      {arranged.slice(0, shownRows).map(row)}
    </ul>
  );
}

/** Delete and Clear All, each keeping the student's place (see useListFocus). */
function useRemovals(
  list: FileListState,
  focus: Pick<ReturnType<typeof useListFocus>, 'neighbourOf' | 'focusAfterRemoval'>,
) {
  return {
    remove: async (record: StoredFileRecord, options?: { undoable: boolean }) => {
      const neighbour = focus.neighbourOf(record);
      const gone = await list.changes.remove(record, options);
      focus.focusAfterRemoval(gone ? [record.id] : [], gone ? neighbour : record.id);
    },
    clearAll: async () => {
      const own = (list.records ?? []).filter(list.canDelete).map(({ id }) => id);
      const gone = await list.changes.clearAll();
      focus.focusAfterRemoval(gone ? own : [], null);
    },
  };
}

/** How every row of the list is drawn: on a phone, its actions in a menu. */
function useRowLook(settings: KindSettings, movable: boolean): RowLook {
  const narrow = useNarrowScreen();
  const viewLabel = settings.list.viewLabel ?? 'View';
  return useMemo(() => ({ narrow, viewLabel, movable }), [narrow, viewLabel, movable]);
}

/** A list with no files: the kind's words for it, and the way to its upload screen. */
function EmptyList({
  settings,
  scope,
  headingRef,
}: {
  settings: KindSettings;
  scope: MaterialScope;
  headingRef: ReturnType<typeof useListFocus>['emptyHeadingRef'];
}) {
  const emptyDevice = useEmptyDevice();
  return (
    <EmptyState icon={FolderOpen} title={settings.list.emptyTitle} heading headingRef={headingRef}>
      {settings.list.emptyText && (
        <p className="text-ink-muted">{settings.list.emptyText(scope)}</p>
      )}
      <Link to={settings.routes.upload(scope)} className={buttonClass('primary')}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        {settings.list.emptyActionLabel}
      </Link>
      {emptyDevice && (
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          <p className="text-ink-muted">None of your files are on this device yet.</p>
          <RefillLinks />
        </div>
      )}
    </EmptyState>
  );
}

/**
 * While files are chosen: the bar of what can be done to them all, and the one question a
 * delete of many asks.
 */
function ChosenBar({
  chosen,
  shownCount,
  onMove,
  onDelete,
}: {
  chosen: ChosenFiles;
  shownCount: number;
  /** Null where the kind has no other list. */
  onMove: ((records: readonly StoredFileRecord[]) => void) | null;
  onDelete: (records: readonly StoredFileRecord[]) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const { own } = chosen;
  return (
    <>
      <SelectionBar
        count={chosen.ids.size}
        actions={{
          star: chosen.star,
          allStarred: chosen.allStarred,
          download: chosen.download,
          zipping: chosen.zipping,
          move: onMove && own.length > 0 ? () => onMove(own) : null,
          remove: own.length > 0 ? () => setConfirming(true) : null,
          ownCount: own.length,
          selectAll: chosen.ids.size < shownCount ? chosen.selectAll : null,
          clear: chosen.clear,
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={`Delete ${fileCountText(own.length)}?`}
        message="They go to the Trash, where they stay for 30 days. You can undo this at once."
        confirmLabel={`Delete ${fileCountText(own.length)}`}
        cancelLabel="Cancel"
        destructive
        onConfirm={() => {
          setConfirming(false);
          void onDelete(own).then(chosen.clear);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

interface FileListProps {
  settings: KindSettings;
  scope: MaterialScope;
  /** The kinds whose lists a file can move to: by default, only its own kind's. */
  kinds?: readonly KindSettings[];
}

/** The stored files of one list, for every kind: newest first, with View, Download and Delete. */
export function FileList({ settings, scope, kinds = [settings] }: FileListProps) {
  const list = useFileList(settings, scope);
  const { records, changes, open } = list;
  const [pendingDelete, setPendingDelete] = useState<StoredFileRecord | null>(null);
  const tidy = useTidying(list.rename, { kind: settings, kinds, scope, uid: list.uid });
  const viewed = useViewedFile();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const marks = useFileMarks();
  const look = useRowLook(settings, tidy.movable);
  const { view, setView, arranged } = useShownView(list.listKey, records, viewed.highlightId);
  const viewing = records?.find(({ id }) => id === viewed.viewingId) ?? null;
  // The viewer takes focus while it is open; the row gets it back when it closes.
  const { sectionRef, emptyHeadingRef, ...focus } = useListFocus(
    arranged,
    viewing ? null : viewed.highlightId,
  );
  const { remove, clearAll } = useRemovals(list, focus);
  const chosen = useChosenFiles(list, arranged, marks);
  const on: RowHandlers = useSteadyHandlers({
    view: open.view,
    preview: viewed.open,
    download: open.download,
    delete: setPendingDelete,
    rename: tidy.rename,
    move: tidy.move,
    toggleStar: ({ id }: StoredFileRecord) => marks.toggleStar({ listKey: list.listKey, id }),
    select: chosen.select,
  });
  const row = (record: StoredFileRecord) => (
    <FileRow
      key={record.id}
      record={record}
      look={look}
      on={on}
      canDelete={list.canDelete(record)}
      deleting={changes.deletingId === record.id}
      starred={marks.isStarred({ listKey: list.listKey, id: record.id })}
      highlighted={record.id === viewed.highlightId}
      selected={chosen.ids.has(record.id)}
      selecting={chosen.ids.size > 0}
    />
  );

  return (
    <section ref={sectionRef} aria-label="Uploaded files" className="space-y-4">
      {tidy.dialogs}
      {/* Its bytes are already lost: a broken entry goes for good, with nothing to bring back. */}
      <ListAlerts list={list} onRemoveBroken={(entry) => void remove(entry, { undoable: false })} />
      {records !== null && viewed.viewingId !== null && viewing === null && (
        <Alert tone="info" onDismiss={viewed.forget}>
          {FILE_NOT_HERE}
        </Alert>
      )}
      {records === null || arranged === null ? (
        <p role="status" className="py-12 text-center text-ink-muted">
          {settings.list.loadingText}
        </p>
      ) : records.length === 0 ? (
        <EmptyList settings={settings} scope={scope} headingRef={emptyHeadingRef} />
      ) : (
        <>
          <ListToolbar
            view={view}
            onViewChange={setView}
            uploadLink={
              settings.list.uploadActionLabel
                ? { href: settings.routes.upload(scope), label: settings.list.uploadActionLabel }
                : null
            }
            clearAll={
              settings.list.canClearAll && list.ownCount > 0
                ? { clearing: changes.clearing, onClick: () => setConfirmingClear(true) }
                : null
            }
          />
          {chosen.ids.size > 0 && (
            <ChosenBar
              chosen={chosen}
              shownCount={arranged.length}
              onMove={tidy.movable ? tidy.moveMany : null}
              onDelete={(records) =>
                changes.removeMany(records).then((gone) => focus.focusAfterRemoval(gone, null))
              }
            />
          )}
          <FileRows
            arranged={arranged}
            view={view}
            onShowAll={() => setView({ ...view, type: 'all' })}
            row={row}
            mustShow={arranged.findIndex(({ id }) => id === viewed.highlightId) + 1}
          />
          <p className="text-sm text-ink-muted">
            {fileCountText(records.length)}
            {view.type !== 'all' && ` · ${arranged.length} shown`}
          </p>
        </>
      )}

      {viewing && (
        <ListFileViewer record={viewing} rows={arranged ?? []} open={open} viewed={viewed} />
      )}
      <ListDialogs
        changes={changes}
        confirmDelete={settings.messages.confirmDelete}
        pendingDelete={pendingDelete}
        onDeleteAnswered={(confirmed) => {
          if (confirmed && pendingDelete) void remove(pendingDelete);
          setPendingDelete(null);
        }}
        confirmingClear={confirmingClear}
        ownCount={list.ownCount}
        onClearAnswered={(confirmed) => {
          setConfirmingClear(false);
          if (confirmed) void clearAll();
        }}
        onUndo={() =>
          void changes.undoDelete().then((restored) => restored && focus.focusRestored(restored.id))
        }
      />
    </section>
  );
}
