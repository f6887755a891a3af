import { useCallback } from 'react';
import { listLibrary } from '../../../storage/file-store';
import { isListKey } from '../../../storage/keys';
import { useAuth } from '../../../session/auth-context';
import { useStored } from '../use-stored';

/**
 * Whether this device holds none of the signed-in student's files (in any list: the Trash aside),
 * as a new device, or one whose browser erased its site data, does: then the way to bring them
 * from another device or a backup is offered.
 */
export function useEmptyDevice(): boolean {
  const uid = useAuth().user?.uid;
  const empty = useCallback(
    () =>
      !listLibrary().some(({ records }) => records.some(({ uploadedBy }) => uploadedBy === uid)),
    [uid],
  );
  return useStored(empty, isListKey);
}
