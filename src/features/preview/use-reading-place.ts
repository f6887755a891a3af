import { useCallback, useState } from 'react';
import { useAuth } from '../../session/auth-context';
import { keepReadingPlace, readingPlace, type ReadingPlace } from '../../storage/marks-store';

/**
 * Where the signed-in student left off in file `fileId` on this device (read once, as the viewer
 * opens), and a way to keep where they are now. Without a student or a file id nothing is kept.
 */
export function useReadingPlace(fileId: string | undefined) {
  const uid = useAuth().user?.uid;
  const [initial] = useState(() => (uid && fileId ? readingPlace(uid, fileId) : null));
  const keep = useCallback(
    (place: Omit<ReadingPlace, 'at'>) => {
      if (uid && fileId) keepReadingPlace(uid, fileId, place);
    },
    [uid, fileId],
  );
  return { initial, keep };
}
