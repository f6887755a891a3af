import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { subscribe } from '../../storage/changes';

/**
 * What `read` returns from device storage, read again whenever a key `isRelevant` picks changes,
 * in this tab or another; until then the same value, so a view renders only when its own data
 * changed. `read` and `isRelevant` should be stable (module functions, or memoised).
 *
 * The external store React follows is a count of the relevant changes, not the value: a number is
 * a snapshot that is cheap, pure and stable between changes, and the value is read once per count.
 */
export function useStored<T>(read: () => T, isRelevant: (key: string) => boolean): T {
  const changes = useRef(0);
  const subscribeToRelevant = useCallback(
    (onChange: () => void) =>
      subscribe((key) => {
        // Another tab cleared the storage (null): every view reads again.
        if (key !== null && !isRelevant(key)) return;
        changes.current += 1;
        onChange();
      }),
    [isRelevant],
  );
  const count = useSyncExternalStore(
    subscribeToRelevant,
    () => changes.current,
    () => changes.current,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `count` is what says the value changed
  return useMemo(() => read(), [read, count]);
}
