import { useCallback } from 'react';
import { MARK_KEYS } from '../../storage/student-keys';
import {
  recentFiles,
  setStarred,
  starredFiles,
  type FileMark,
  type FileRef,
} from '../../storage/marks-store';
import { useAuth } from '../../session/auth-context';
import { useStored } from './use-stored';

export type { FileMark, FileRef };

const NO_MARKS = { starred: [] as FileMark[], recent: [] as FileMark[] };

/**
 * The signed-in student's starred and recent files on this device, kept current as they change
 * here or in another tab, and a toggle for a file's star.
 */
export function useFileMarks() {
  const uid = useAuth().user?.uid;
  const read = useCallback(
    () => (uid ? { starred: starredFiles(uid), recent: recentFiles(uid) } : NO_MARKS),
    [uid],
  );
  const marks = useStored(read, MARK_KEYS.isMarkKey);

  const isStarred = useCallback(
    (file: FileRef) =>
      marks.starred.some((mark) => mark.listKey === file.listKey && mark.id === file.id),
    [marks.starred],
  );
  const toggleStar = useCallback(
    (file: FileRef) => {
      if (uid) setStarred(uid, file, !isStarred(file));
    },
    [uid, isStarred],
  );
  /** Stars every one of `files`, or takes the star off each. */
  const setStars = useCallback(
    (files: readonly FileRef[], starred: boolean) => {
      if (uid) for (const file of files) setStarred(uid, file, starred);
    },
    [uid],
  );
  return { starred: marks.starred, recent: marks.recent, isStarred, toggleStar, setStars };
}
