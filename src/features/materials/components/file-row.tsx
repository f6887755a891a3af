import {
  Download,
  EllipsisVertical,
  Eye,
  ExternalLink,
  FolderInput,
  LoaderCircle,
  Pencil,
  Star,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import { usePopover } from '../../../ui/use-popover';
import { useLongPress } from '../../../ui/use-long-press';
import { FileMeta } from '../../library/components/file-meta';
import { VIEW_PARAM } from '../../library/library-files';
import type { StoredFileRecord } from '../../../storage/file-store';
import { FileIcon } from '../../library/components/file-icon';
import { buttonClass } from '../../../ui/button-styles';
import { popoverClass } from '../../../ui/card-styles';

interface RowAction {
  /** The visible word; the accessible name adds the file name, so rows differ. */
  label: string;
  icon: LucideIcon;
  tone: 'primary' | 'danger';
  disabled?: boolean;
  spin?: boolean;
  /** On a wide screen too, kept in the row's menu: tidying, not reading. */
  tucked?: boolean;
  run: () => void;
}

const toneOf = { primary: 'ghost-primary', danger: 'ghost-danger' } as const;

function ActionButton({
  action,
  fileName,
  size,
  onRun,
  main = false,
}: {
  action: RowAction;
  fileName: string;
  size: 'sm' | 'menu';
  onRun?: () => void;
  /** The row's main action, where focus lands when a neighbouring row is deleted. */
  main?: boolean;
}) {
  const Icon = action.icon;
  return (
    <button
      type="button"
      onClick={() => {
        onRun?.();
        action.run();
      }}
      disabled={action.disabled}
      data-row-action={main || undefined}
      aria-label={`${action.label} ${fileName}`}
      className={buttonClass(toneOf[action.tone], size)}
    >
      <Icon aria-hidden="true" className={`h-4 w-4 ${action.spin ? 'animate-spin' : ''}`} />
      {action.label}
    </button>
  );
}

/**
 * A phone's row keeps its width for the name: its actions sit in a menu under one button, each a
 * full-width 44 px target. Choosing one closes the menu and puts focus on its button first, so a
 * dialog the action opens gives focus back there.
 */
function RowActionsMenu({
  actions,
  fileName,
  label = 'Actions for',
}: {
  actions: RowAction[];
  fileName: string;
  label?: string;
}) {
  const { open, close, toggle, panelId, containerRef, buttonRef } = usePopover();
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`${label} ${fileName}`}
        data-row-action={label === 'Actions for' || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={buttonClass('ghost', 'icon')}
      >
        <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={`${label} ${fileName}`}
        hidden={!open}
        className={`${popoverClass} absolute right-0 z-30 mt-1 w-52 p-1`}
      >
        {/* Drawn only while open: a list of 1,000 rows would otherwise build 4,000 hidden buttons. */}
        {open &&
          actions.map((action) => (
            <ActionButton
              key={action.label}
              action={action}
              fileName={fileName}
              size="menu"
              onRun={() => {
                close();
                buttonRef.current?.focus();
              }}
            />
          ))}
      </div>
    </div>
  );
}

/** How a row is drawn, the same for every row of a list. */
export interface RowLook {
  /** A phone-width screen: the actions go into the row's menu, built only in that layout. */
  narrow: boolean;
  viewLabel: string;
  /** The kind has other lists a file can move to. */
  movable: boolean;
}

/** What one file's row shows of its state. */
export interface RowStatus {
  canDelete: boolean;
  deleting: boolean;
  starred: boolean;
  /** The row a search result or a dashboard link led to: marked and focusable. */
  highlighted: boolean;
  /** Chosen for an action on many files. */
  selected: boolean;
  /** Some file of the list is chosen: a phone's rows show their boxes too. */
  selecting: boolean;
}

/** What a row can do with its file. */
export interface RowHandlers {
  view: (record: StoredFileRecord) => void;
  preview: (record: StoredFileRecord) => void;
  download: (record: StoredFileRecord) => void;
  delete: (record: StoredFileRecord) => void;
  rename: (record: StoredFileRecord) => void;
  move: (record: StoredFileRecord) => void;
  toggleStar: (record: StoredFileRecord) => void;
  /** Chooses the file, or with `range` every file from the last one chosen to it. */
  select: (record: StoredFileRecord, range: boolean) => void;
}

function rowActions(
  record: StoredFileRecord,
  { canDelete, deleting }: Pick<RowStatus, 'canDelete' | 'deleting'>,
  { viewLabel, movable }: Pick<RowLook, 'viewLabel' | 'movable'>,
  on: RowHandlers,
): RowAction[] {
  return [
    { label: viewLabel, icon: ExternalLink, tone: 'primary', run: () => on.view(record) },
    { label: 'Preview', icon: Eye, tone: 'primary', run: () => on.preview(record) },
    { label: 'Download', icon: Download, tone: 'primary', run: () => on.download(record) },
    ...(canDelete
      ? [
          {
            label: 'Rename',
            icon: Pencil,
            tone: 'primary' as const,
            tucked: true,
            run: () => on.rename(record),
          },
          ...(movable
            ? [
                {
                  label: 'Move to…',
                  icon: FolderInput,
                  tone: 'primary' as const,
                  tucked: true,
                  run: () => on.move(record),
                },
              ]
            : []),
          {
            label: deleting ? 'Deleting...' : 'Delete',
            icon: deleting ? LoaderCircle : Trash2,
            spin: deleting,
            tone: 'danger' as const,
            disabled: deleting,
            run: () => on.delete(record),
          },
        ]
      : []),
  ];
}

/**
 * One stored file. Buttons read 'View', 'Download', 'Delete'; their accessible names add the
 * file name (the visible word first, so voice control still finds them), so rows differ. On a
 * phone (`look.narrow`) they move into the row's menu. Memoised, its status given as plain
 * values: a long list adding rows, or one row's star changing, draws only the rows that changed
 * (so `look` and `on` must keep their identity across the list's renders).
 */
export const FileRow = memo(function FileRow({
  record,
  look,
  on,
  canDelete,
  deleting,
  starred,
  highlighted,
  selected,
  selecting,
}: {
  record: StoredFileRecord;
  look: RowLook;
  on: RowHandlers;
} & RowStatus) {
  const actions = rowActions(record, { canDelete, deleting }, look, on);
  // A phone has no Shift and little width: a long press chooses a file, and then every row
  // shows its box.
  const longPress = useLongPress<HTMLLIElement>(() => on.select(record, false));
  return (
    // content-visibility lets the browser skip layout and paint of rows off screen: a long list
    // (1,000 files) then renders in the time of the rows a student can see. It also clips what
    // the row paints, so the row whose menu is open drops it while the menu shows.
    <li
      data-file-id={record.id}
      aria-busy={deleting}
      aria-current={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      {...(look.narrow && longPress)}
      className={`flex items-center gap-2 px-2 py-2 content-auto focus:outline-none has-aria-expanded:content-visible sm:gap-4 sm:px-4 sm:py-3 ${
        highlighted ? 'bg-highlight-soft ring-2 ring-highlight ring-inset' : ''
      } ${selected ? 'bg-primary-soft' : ''}`}
    >
      {(!look.narrow || selecting) && (
        <label className="-mx-1 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center sm:-mx-3">
          <input
            type="checkbox"
            checked={selected}
            // Chosen by the click, which says whether Shift was held; the keyboard's Space
            // clicks too.
            onChange={() => undefined}
            onClick={(event) => on.select(record, event.shiftKey)}
            aria-label={`Select ${record.fileName}`}
            className="h-5 w-5 cursor-pointer accent-primary"
          />
        </label>
      )}
      <button
        type="button"
        onClick={() => on.toggleStar(record)}
        aria-pressed={starred}
        aria-label={`Star ${record.fileName}`}
        title={starred ? 'Starred' : 'Star'}
        className={`${buttonClass('ghost', 'icon')} sm:-mx-2`}
      >
        <Star
          aria-hidden="true"
          className={`h-5 w-5 ${starred ? 'fill-star text-star-edge' : 'text-ink-muted'}`}
        />
      </button>
      <FileIcon fileName={record.fileName} className="h-8 w-8 shrink-0" />
      <div className="min-w-0 flex-1">
        {/* Two lines before the ellipsis: a phone's row shows a long name, not its first words.
            The name opens the file in the viewer: a link, as the address names the open file. */}
        <Link
          to={`?${new URLSearchParams({ [VIEW_PARAM]: record.id }).toString()}`}
          title={record.fileName}
          className="line-clamp-2 rounded-control font-medium break-words text-ink hover:text-primary-ink hover:underline"
        >
          {record.fileName}
        </Link>
        <p className="text-sm text-ink-muted">
          <FileMeta record={record} />
        </p>
      </div>
      {look.narrow ? (
        <RowActionsMenu actions={actions} fileName={record.fileName} />
      ) : (
        <div className="flex shrink-0 items-center gap-2">
          {actions
            .filter((action) => !action.tucked)
            .map((action, index) => (
              <ActionButton
                key={action.label}
                action={action}
                fileName={record.fileName}
                size="sm"
                main={index === 0}
              />
            ))}
          {actions.some((action) => action.tucked) && (
            <RowActionsMenu
              actions={actions.filter((action) => action.tucked)}
              fileName={record.fileName}
              label="More actions for"
            />
          )}
        </div>
      )}
    </li>
  );
});
