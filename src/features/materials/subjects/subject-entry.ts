/** One subject card of a semester (spec section 3: id, name, fullName, description, colour, path). */
export interface SubjectEntry {
  /** The slug used in routes and storage keys. */
  id: string;
  name: string;
  fullName: string;
  description: string;
  /** Tailwind background class of the card's accent (decorative only). */
  colour: string;
  /** Where the subject's card leads. */
  path: string;
  /** A subject the student added (see own-subjects), which they can rename and remove. */
  own?: boolean;
}

export type SemesterId = 1 | 2;

export interface Semester {
  id: SemesterId;
  name: string;
  subjects: readonly SubjectEntry[];
}

/** The subject whose slug is `slug`, or undefined (the route then shows the landing screen). */
export function findSubject(
  semesters: readonly Semester[],
  slug: string | undefined,
): SubjectEntry | undefined {
  if (!slug) return undefined;
  for (const semester of semesters) {
    const found = semester.subjects.find((subject) => subject.id === slug);
    if (found) return found;
  }
  return undefined;
}

/** The semester that lists the subject `slug`. */
export function semesterOf(
  semesters: readonly Semester[],
  slug: string | undefined,
): Semester | undefined {
  return semesters.find((semester) => semester.subjects.some((subject) => subject.id === slug));
}
