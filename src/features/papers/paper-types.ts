import type { PaperType } from '../../config/paths';

export interface PaperTypeEntry {
  id: PaperType;
  /** The choice on the paper-type screen. */
  title: string;
  /** The heading of the list screen. */
  heading: string;
}

export const PAPER_TYPES: readonly PaperTypeEntry[] = [
  { id: 'mid-sem', title: 'Mid Semester Papers', heading: 'Mid Semester' },
  { id: 'end-sem', title: 'End Semester Papers', heading: 'End Semester' },
];

export function isPaperType(value: string | undefined): value is PaperType {
  return PAPER_TYPES.some((type) => type.id === value);
}

/**
 * The list screen's paper type: the spec shows mid-sem as Mid Semester and anything else as
 * End Semester, so anything else is read as end-sem (the label and the list then agree).
 */
export function viewedPaperType(value: string | undefined): PaperTypeEntry {
  return PAPER_TYPES.find((type) => type.id === value) ?? (PAPER_TYPES[1] as PaperTypeEntry);
}
