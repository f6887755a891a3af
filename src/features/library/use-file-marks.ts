import { useCallback, useEffect, useState } from 'react';
import {
  recentFiles,
  setStarred,
  starredFiles,
  watchMarks,
  type FileMark,
  type FileRef,
} from '../../storage/marks-store';
import { useAuth } from '../../session/auth-context';

export type { FileMark, FileRef };

function readMarks(uid: string | undefined) {
  return {
    uid,
    starred: uid ? starredFiles(uid) : [],
    recent: uid ? recentFiles(uid) : [],
  };
}

/**
 * The signed-in student's starred and recent files on this device, kept current as they change
 * here or in another tab, and a toggle for a file's star.
 */
export function useFileMarks() {
  const uid = useAuth().user?.uid;
  const [marks, setMarks] = useState(() => readMarks(uid));
  const current = marks.uid === uid ? marks : readMarks(uid);

  useEffect(() => watchMarks(() => setMarks(readMarks(uid))), [uid]);

  const isStarred = useCallback(
    (file: FileRef) =>
      current.starred.some((mark) => mark.listKey === file.listKey && mark.id === file.id),
    [current.starred],
  );
  const toggleStar = useCallback(
    (file: FileRef) => {
      if (uid) setStarred(uid, file, !isStarred(file));
    },
    [uid, isStarred],
  );
  return { starred: current.starred, recent: current.recent, isStarred, toggleStar };
}
