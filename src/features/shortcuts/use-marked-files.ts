import { useMemo } from 'react';
import type { KindSettings } from '../library/kinds/kind-settings';
import { findLibraryFile, readLibrary, type LibraryFile } from '../library/library-files';
import { useFileActions } from '../library/use-file-actions';
import { useFileMarks, type FileMark } from '../library/use-file-marks';

function resolve(library: readonly LibraryFile[], marks: readonly FileMark[]): LibraryFile[] {
  return marks.flatMap((mark) => findLibraryFile(library, mark.listKey, mark.id) ?? []);
}

/**
 * The signed-in student's recent and starred files, as library files still stored on this
 * device, with what opening one from outside its list needs: its bytes, a download, its star.
 */
export function useMarkedFiles(kinds: readonly KindSettings[]) {
  const marks = useFileMarks();
  const actions = useFileActions();
  // Read again whenever the marks change: a mark names a file the library must then hold.
  const library = useMemo(
    () => (marks.recent.length + marks.starred.length > 0 ? readLibrary(kinds) : []),
    [kinds, marks.recent, marks.starred],
  );

  return {
    recent: resolve(library, marks.recent),
    starred: resolve(library, marks.starred),
    read: actions.read,
    download: actions.download,
    unstar: (file: LibraryFile) =>
      marks.toggleStar({ listKey: file.layout.listKey, id: file.record.id }),
    error: actions.error,
    dismissError: actions.dismissError,
  };
}
