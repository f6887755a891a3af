import { useCallback } from 'react';
import { listLibrary } from '../../../storage/file-store';
import { isListKey } from '../../../storage/keys';
import { TRASH_KEYS } from '../../../storage/student-keys';
import { trashOf } from '../../../storage/trash';
import { useAuth } from '../../../session/auth-context';
import { useStored } from '../use-stored';

const isLibraryKey = (key: string) => isListKey(key) || TRASH_KEYS.owns(key);

/**
 * Whether this device holds none of the signed-in student's files, listed or in the Trash, as a
 * new device, or one whose browser erased its site data, does: then the way to bring them from
 * another device or a backup is offered.
 */
export function useEmptyDevice(): boolean {
  const uid = useAuth().user?.uid;
  const empty = useCallback(
    () =>
      uid !== undefined &&
      trashOf(uid).length === 0 &&
      !listLibrary().some(({ records }) => records.some(({ uploadedBy }) => uploadedBy === uid)),
    [uid],
  );
  return useStored(empty, isLibraryKey);
}
