import { useCallback, useMemo, useState } from 'react';
import type { StoredFileRecord } from '../../../storage/file-store';
import type { FileListState } from './use-file-list';
import { downloadBlob } from '../../library/open-blob';
import { zipFiles } from '../../library/zip-files';
import type { useFileMarks } from '../../library/use-file-marks';
import { choose, keepListed, NOTHING_SELECTED, type Selection } from './selection';

/** Said when the files chosen could not be read into a zip. */
export const ZIP_FAILED = 'The zip could not be made: a file could not be read. Please try again.';

/**
 * The files of a list chosen for an action on many at once (see selection.ts), in the order
 * shown, and the actions that need no question: star them, download them as one zip.
 */
export function useChosenFiles(
  { layout, canDelete, showError }: Pick<FileListState, 'layout' | 'canDelete' | 'showError'>,
  /** The list's rows in the order shown, or null while loading. */
  shown: readonly StoredFileRecord[] | null,
  marks: Pick<ReturnType<typeof useFileMarks>, 'isStarred' | 'setStars'>,
) {
  const [picked, setPicked] = useState<Selection>(NOTHING_SELECTED);
  const [zipping, setZipping] = useState(false);
  const order = useMemo(() => (shown ?? []).map(({ id }) => id), [shown]);
  // A file deleted or moved meanwhile (here or in another tab) is no longer chosen.
  const selection = useMemo(() => keepListed(picked, new Set(order)), [picked, order]);
  const records = useMemo(
    () => (shown ?? []).filter(({ id }) => selection.ids.has(id)),
    [shown, selection],
  );
  const refs = records.map(({ id }) => ({ listKey: layout.listKey, id }));
  const { listKey } = layout;

  return {
    ids: selection.ids,
    records,
    own: records.filter(canDelete),
    allStarred: refs.length > 0 && refs.every((ref) => marks.isStarred(ref)),
    zipping,
    select: useCallback(
      (record: StoredFileRecord, range: boolean) =>
        setPicked((current) =>
          choose(keepListed(current, new Set(order)), order, record.id, range),
        ),
      [order],
    ),
    selectAll: () => setPicked({ ids: new Set(order), anchor: null }),
    clear: () => setPicked(NOTHING_SELECTED),
    star: () => marks.setStars(refs, !refs.every((ref) => marks.isStarred(ref))),
    download: () => {
      setZipping(true);
      zipFiles(records.map((record) => ({ record, layout })))
        .then((zip) => downloadBlob(zip, `studyshelf-${listKey}-${records.length}-files.zip`))
        .catch(() => showError(ZIP_FAILED))
        .finally(() => setZipping(false));
    },
  };
}

export type ChosenFiles = ReturnType<typeof useChosenFiles>;
