/**
 * The student's cards as a CSV that Anki imports as it is (File › Import, Anki 2.1.55 and later):
 * its header lines name the separator, say the fields are plain text, and name the columns, so
 * each row becomes a Basic note with its Front, its Back, and its subject as a tag.
 */
import Papa from 'papaparse';

export interface ExportedCard {
  front: string;
  back: string;
  /** "DSA · graphs-week5.pdf, page 4": where the answer is, added below the back. */
  source: string;
  subject: string;
}

/** A subject as one Anki tag: its words joined, under the app's own parent tag. */
export function subjectTag(subject: string): string {
  const words = subject.trim().replace(/[\s"]+/g, '_');
  return words ? `StudyShelf::${words}` : 'StudyShelf';
}

export function ankiCsv(cards: readonly ExportedCard[]): string {
  const rows = cards.map(({ front, back, source, subject }) => [
    front,
    back ? `${back}\n\n${source}` : source,
    subjectTag(subject),
  ]);
  // A passage beginning "=" or "+" comes from a document, not the student: a spreadsheet opening
  // this file would run it as a formula, so such a cell starts with a quote.
  const body = Papa.unparse(rows, { newline: '\n', escapeFormulae: true });
  return ['#separator:comma', '#html:false', '#columns:Front,Back,Tags', '#tags column:3', body]
    .join('\n')
    .concat('\n');
}

/** The export's name, dated so a second export does not overwrite the first. */
export function ankiFileName(now: Date): string {
  return `studyshelf-cards-${now.toISOString().slice(0, 10)}.csv`;
}
