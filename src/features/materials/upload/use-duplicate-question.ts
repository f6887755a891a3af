import { useCallback, useState } from 'react';
import type { DuplicateChoice } from './upload-files';
import type { DuplicateQuestion } from './use-upload';

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
