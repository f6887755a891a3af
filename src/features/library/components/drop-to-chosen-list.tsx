import { useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { buttonClass } from '../../../ui/button-styles';
import { Modal } from '../../../ui/modal';
import { useFileDrop } from '../../../ui/use-file-drop';
import { handFilesTo } from '../handed-files';
import type { KindSettings } from '../kinds/kind-settings';
import { everyList } from '../list-places';
import { DropOverlay } from './drop-overlay';
import { ListChoice } from './list-choice';

/** Asks which list dropped files are for, then opens its upload screen with them chosen. */
function ChooseListDialog({
  files,
  kinds,
  onClose,
}: {
  files: readonly File[];
  kinds: readonly KindSettings[];
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const places = useMemo(() => everyList(kinds), [kinds]);
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
          Kind and subject
        </label>
        <ListChoice id={fieldId} places={places} chosen={chosen} onChoose={setChosen} />
        <p className="mt-2 text-sm text-ink-soft">
          Its upload screen opens with the files chosen, to check and upload.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass('ghost')}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')}>
            Continue
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A screen that belongs to no list (the dashboard) taking files dropped from the desktop: it
 * asks which kind and subject they are for, then opens that upload screen with them chosen.
 */
export function DropToChosenList({
  kinds,
  children,
}: {
  kinds: readonly KindSettings[];
  children: ReactNode;
}) {
  const [dropped, setDropped] = useState<File[] | null>(null);
  const { isDragActive, dropProps } = useFileDrop((files) => {
    if (files.length > 0) setDropped(files);
  });
  return (
    <div {...dropProps}>
      {children}
      {isDragActive && (
        <DropOverlay
          placement="screen"
          text="Drop to upload: you choose the kind and subject next"
        />
      )}
      {dropped && (
        <ChooseListDialog files={dropped} kinds={kinds} onClose={() => setDropped(null)} />
      )}
    </div>
  );
}
