import { useCallback } from 'react';
import { PLACE_KEYS } from '../../storage/student-keys';
import { useAuth } from '../../session/auth-context';
import { readingPlaces, RECENT_LIMIT, type ReadingPlace } from '../../storage/marks-store';
import type { KindSettings } from '../library/kinds/kind-settings';
import { findLibraryFile, type LibraryFile } from '../library/library-files';
import { useLibrary } from '../library/use-library';
import { useFileActions } from '../library/use-file-actions';
import { useFileMarks, type FileMark } from '../library/use-file-marks';
import { useStored } from '../library/use-stored';
import { recentFiles } from './recent-files';

function resolve(library: readonly LibraryFile[], marks: readonly FileMark[]): LibraryFile[] {
  return marks.flatMap((mark) => findLibraryFile(library, mark.listKey, mark.id) ?? []);
}

const NO_PLACES: ReadonlyMap<string, ReadingPlace> = new Map();

/**
 * The signed-in student's recent and starred files, as library files still stored on this
 * device, with what opening one from outside its list needs: its bytes, a download, its star.
 */
export function useMarkedFiles(kinds: readonly KindSettings[]) {
  const uid = useAuth().user?.uid;
  const marks = useFileMarks();
  const actions = useFileActions();
  // Read again whenever a list changes, here or in another tab: a file uploaded or deleted.
  const library = useLibrary(kinds);

  const places = useStored(
    useCallback(() => (uid ? readingPlaces(uid) : NO_PLACES), [uid]),
    PLACE_KEYS.owns,
  );

  return {
    /** Where the student left off in `file`, if they read it here. */
    placeIn: (file: LibraryFile): ReadingPlace | undefined => places.get(file.record.id),
    recent: recentFiles(resolve(library, marks.recent), library, uid, RECENT_LIMIT),
    starred: resolve(library, marks.starred),
    read: actions.read,
    download: actions.download,
    unstar: (file: LibraryFile) =>
      marks.toggleStar({ listKey: file.layout.listKey, id: file.record.id }),
    error: actions.error,
    dismissError: actions.dismissError,
  };
}
