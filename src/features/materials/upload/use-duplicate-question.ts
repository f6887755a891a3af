import { useCallback, useState } from 'react';
import type { DuplicateChoice } from './upload-files';

/** A file of the selection that the list already holds, waiting for the student's choice. */
export interface DuplicateQuestion {
  fileName: string;
  canReplace: boolean;
  /** The numbered name Keep both stores it under: `week-3 (2).pdf`. */
  keptAs: string;
  answer: (choice: DuplicateChoice) => void;
}

/** The question about a file the list already holds, and the student's answer as a promise. */
export function useDuplicateQuestion() {
  const [duplicate, setDuplicate] = useState<DuplicateQuestion | null>(null);
  const ask = useCallback(
    (fileName: string, canReplace: boolean, keptAs: string) =>
      new Promise<DuplicateChoice>((resolve) =>
        setDuplicate({
          fileName,
          canReplace,
          keptAs,
          answer: (choice) => {
            setDuplicate(null);
            resolve(choice);
          },
        }),
      ),
    [],
  );
  return { duplicate, ask };
}
