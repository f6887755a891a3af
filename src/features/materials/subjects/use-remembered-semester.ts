import { useState } from 'react';
import { chooseSemester, chosenSemester } from '../../../storage/semester-store';
import type { Semester, SemesterId } from './subject-entry';

/** The semester shown in a section: the one chosen earlier in this visit, else the first. */
export function useRememberedSemester(section: string, semesters: readonly Semester[]) {
  const [selected, setSelected] = useState<SemesterId>(() => {
    const remembered = chosenSemester(section);
    return semesters.find((semester) => semester.id === remembered)?.id ?? semesters[0]?.id ?? 1;
  });
  const select = (id: SemesterId) => {
    setSelected(id);
    chooseSemester(section, id);
  };
  return [selected, select] as const;
}
