import { useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Modal } from '../../../ui/modal';
import { useFileDrop } from '../../../ui/use-file-drop';
import { handFilesTo } from '../handed-files';
import type { KindSettings } from '../kinds/kind-settings';
import { everyList, type ListPlace } from '../list-places';
import { DropOverlay, type DropPlacement } from './drop-overlay';
import { ListChoice } from './list-choice';
import { DialogActions } from '../../../ui/dialog-actions';

/** Asks which list dropped files are for, then opens its upload screen with them chosen. */
function ChooseListDialog({
  files,
  places,
  fieldLabel,
  onClose,
}: {
  files: readonly File[];
  places: readonly ListPlace[];
  fieldLabel: string;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState(0);
  const titleId = useId();
  const fieldId = useId();
  const count = files.length === 1 ? (files[0]?.name ?? '1 file') : `${files.length} files`;
  return (
    <Modal labelledBy={titleId} onDismiss={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const place = places[chosen];
          if (!place) return;
          const to = place.kind.routes.upload(place.scope);
          handFilesTo(to, files);
          navigate(to);
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Upload {count} to…
        </h2>
        <label htmlFor={fieldId} className="mt-4 block font-medium text-ink">
          {fieldLabel}
        </label>
        <ListChoice id={fieldId} places={places} chosen={chosen} onChoose={setChosen} />
        <p className="mt-2 text-sm text-ink-soft">
          Its upload screen opens with the files chosen, to check and upload.
        </p>
        <DialogActions submitLabel="Continue" onCancel={onClose} />
      </form>
    </Modal>
  );
}

/**
 * An area taking files dropped from the desktop for one of several lists (the dashboard: any;
 * a paper subject's card: its two types): it asks which, then opens that upload screen with them
 * chosen.
 */
export function DropToChosenList({
  places,
  fieldLabel,
  text,
  placement,
  children,
}: {
  places: readonly ListPlace[];
  /** The label of the choice: "Kind and subject", or "List" among one subject's lists. */
  fieldLabel: string;
  /** What the area says while files are over it. */
  text: string;
  placement: DropPlacement;
  children: ReactNode;
}) {
  const [dropped, setDropped] = useState<File[] | null>(null);
  const { isDragActive, dropProps } = useFileDrop((files) => {
    if (files.length > 0) setDropped(files);
  });
  return (
    // The dashboard's area is not positioned: a positioned one would stand over the top bar's
    // menus, which have no stacking order of their own to rise above it.
    <div {...dropProps} className={placement === 'card' ? 'relative h-full' : undefined}>
      {children}
      {isDragActive && <DropOverlay placement={placement} text={text} />}
      {dropped && (
        <ChooseListDialog
          files={dropped}
          places={places}
          fieldLabel={fieldLabel}
          onClose={() => setDropped(null)}
        />
      )}
    </div>
  );
}

/**
 * A screen that belongs to no list (the dashboard) taking dropped files for any list of `kinds`:
 * it asks for the kind and subject.
 */
export function DropToAnyList({
  kinds,
  children,
}: {
  kinds: readonly KindSettings[];
  children: ReactNode;
}) {
  const places = useMemo(() => everyList(kinds), [kinds]);
  return (
    <DropToChosenList
      places={places}
      fieldLabel="Kind and subject"
      text="Drop to upload: you choose the kind and subject next"
      placement="screen"
    >
      {children}
    </DropToChosenList>
  );
}
