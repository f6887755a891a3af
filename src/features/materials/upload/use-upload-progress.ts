import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { overallProgress, type OverallProgress } from './overall-progress';
import { queuedProgress } from './progress';
import type { SelectedFile } from './use-upload';

/**
 * Each uploading file's percent, and the overall bar over them (stored bytes and time left).
 * `setFiles` is the selection's setter: a file's own bar is part of its selected row.
 */
export function useUploadProgress(setFiles: Dispatch<SetStateAction<SelectedFile[]>>) {
  const [overall, setOverall] = useState<OverallProgress | null>(null);
  /** Each uploading file's size and percent, and when the upload began: the overall bar's input. */
  const tally = useRef({
    sizes: new Map<string, number>(),
    percents: new Map<string, number>(),
    startedAt: 0,
  });

  /** The upload of `keys` of `files` begins: each shows its kind's first (queued) milestone. */
  const begin = useCallback(
    (files: readonly SelectedFile[], keys: readonly string[], milestones: readonly number[]) => {
      const queued = queuedProgress(milestones);
      tally.current = {
        sizes: new Map(
          files.filter(({ key }) => keys.includes(key)).map(({ key, file }) => [key, file.size]),
        ),
        percents: new Map(),
        startedAt: Date.now(),
      };
      setOverall(overallProgress(tally.current.sizes, tally.current.percents, 0));
      setFiles((previous) =>
        previous.map((selected) =>
          keys.includes(selected.key) ? { ...selected, progress: queued } : selected,
        ),
      );
    },
    [setFiles],
  );

  const setProgress = useCallback(
    (key: string, percent: number) => {
      const { sizes, percents, startedAt } = tally.current;
      if (sizes.has(key) && percent > (percents.get(key) ?? 0)) {
        percents.set(key, percent);
        setOverall(overallProgress(sizes, percents, Date.now() - startedAt));
      }
      setFiles((previous) => {
        const target = previous.find((selected) => selected.key === key);
        // Never backwards: a late progress report must not undo a later milestone.
        if (!target || (target.progress ?? 0) >= percent) return previous;
        return previous.map((selected) =>
          selected === target ? { ...selected, progress: percent } : selected,
        );
      });
    },
    [setFiles],
  );

  return { overall, begin, setProgress, end: useCallback(() => setOverall(null), []) };
}
