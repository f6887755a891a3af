import { useCallback, useMemo, useState } from 'react';
import { FileMissingError, readFile } from '../../storage/file-store';
import { markRecent } from '../../storage/marks-store';
import { useAuth } from '../../session/auth-context';
import type { KindSettings } from '../library/kinds/kind-settings';
import { listMessages } from '../library/file-messages';
import { downloadBlob } from '../library/open-blob';
import { findLibraryFile, readLibrary, type LibraryFile } from '../library/library-files';
import { useFileMarks, type FileMark } from '../library/use-file-marks';

function resolve(library: readonly LibraryFile[], marks: readonly FileMark[]): LibraryFile[] {
  return marks.flatMap((mark) => findLibraryFile(library, mark.listKey, mark.id) ?? []);
}

/**
 * The signed-in student's recent and starred files, as library files still stored on this
 * device, with what opening one from outside its list needs: its bytes, a download, its star.
 */
export function useMarkedFiles(kinds: readonly KindSettings[]) {
  const uid = useAuth().user?.uid;
  const marks = useFileMarks();
  const [error, setError] = useState<string | null>(null);
  // Read again whenever the marks change: a mark names a file the library must then hold.
  const library = useMemo(
    () => (marks.recent.length + marks.starred.length > 0 ? readLibrary(kinds) : []),
    [kinds, marks.recent, marks.starred],
  );

  const opened = useCallback(
    (file: LibraryFile) => {
      if (uid) markRecent(uid, { listKey: file.layout.listKey, id: file.record.id });
    },
    [uid],
  );

  const read = useCallback(
    (file: LibraryFile) => {
      opened(file);
      return readFile(file.record, file.layout);
    },
    [opened],
  );

  const download = useCallback(
    async (file: LibraryFile) => {
      opened(file);
      try {
        downloadBlob(await readFile(file.record, file.layout), file.record.fileName);
      } catch (failure) {
        setError(
          failure instanceof FileMissingError ? failure.message : listMessages.downloadFailed,
        );
      }
    },
    [opened],
  );

  return {
    recent: resolve(library, marks.recent),
    starred: resolve(library, marks.starred),
    read,
    download,
    unstar: (file: LibraryFile) =>
      marks.toggleStar({ listKey: file.layout.listKey, id: file.record.id }),
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
