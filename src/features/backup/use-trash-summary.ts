import { useCallback } from 'react';
import { useAuth } from '../../session/auth-context';
import { TRASH_KEYS } from '../../storage/student-keys';
import { emptyTrash, trashSummary } from '../../storage/trash';
import { useStored } from '../library/use-stored';

const NOTHING = { files: 0, bytes: 0 };

/** The signed-in student's Trash in figures, followed as it changes, and a way to empty it. */
export function useTrashSummary() {
  const uid = useAuth().user?.uid;
  const read = useCallback(() => (uid ? trashSummary(uid) : NOTHING), [uid]);
  const summary = useStored(read, TRASH_KEYS.owns);
  const empty = useCallback(() => (uid ? emptyTrash(uid) : Promise.resolve(0)), [uid]);
  return { ...summary, empty };
}
