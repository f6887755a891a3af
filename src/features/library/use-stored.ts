import { useEffect, useState } from 'react';
import { subscribe } from '../../storage/changes';

/**
 * What `read` returns from device storage, read again whenever a key `isRelevant` picks changes,
 * in this tab or another; until then the same value, so a view renders only when its own data
 * changed. `read` and `isRelevant` should be stable (module functions, or memoised).
 *
 * State and an effect rather than useSyncExternalStore: with the latter, WebKit left a readwrite
 * transaction of the next page waiting for good after a dashboard visit (the engine suite's
 * shared-device Clear All), which this form does not.
 */
export function useStored<T>(read: () => T, isRelevant: (key: string) => boolean): T {
  const [state, setState] = useState(() => ({ read, value: read() }));
  const current = state.read === read ? state : { read, value: read() };
  if (current !== state) setState(current);
  useEffect(
    () =>
      subscribe((key) => {
        if (key !== null && !isRelevant(key)) return;
        setState({ read, value: read() });
      }),
    [read, isRelevant],
  );
  return current.value;
}
