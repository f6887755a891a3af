import { useCallback, useState } from 'react';
import { readListView, saveListView, type ListView } from '../../../storage/list-view-store';

/** The sort and filter of the list under `listKey`, kept on this device across reloads. */
export function useListView(listKey: string): [ListView, (view: ListView) => void] {
  const [kept, setKept] = useState(() => ({ listKey, view: readListView(listKey) }));
  const view = kept.listKey === listKey ? kept.view : readListView(listKey);
  const setView = useCallback(
    (next: ListView) => {
      saveListView(listKey, next);
      setKept({ listKey, view: next });
    },
    [listKey],
  );
  return [view, setView];
}
