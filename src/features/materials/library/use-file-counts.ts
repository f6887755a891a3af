import { useEffect, useState } from 'react';
import { watchLists } from '../../../storage/file-store';
import type { MaterialKindId } from '../../../storage/keys';
import type { KindSettings } from '../kinds/kind-settings';
import { readLibrary } from './library-files';

type Counts = Partial<Record<MaterialKindId, number>>;

function countFiles(kinds: readonly KindSettings[]): Counts {
  const counts: Counts = {};
  for (const { kind } of readLibrary(kinds)) counts[kind.kind] = (counts[kind.kind] ?? 0) + 1;
  return counts;
}

/** How many files of each kind this device holds, kept current as uploads finish in any tab. */
export function useFileCounts(kinds: readonly KindSettings[]): Counts {
  const [counts, setCounts] = useState(() => countFiles(kinds));
  useEffect(() => {
    const recount = () => setCounts(countFiles(kinds));
    window.addEventListener('storage', recount);
    const stopWatching = watchLists(recount);
    return () => {
      window.removeEventListener('storage', recount);
      stopWatching();
    };
  }, [kinds]);
  return counts;
}
