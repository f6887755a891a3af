/**
 * A file's highlights, notes and bookmarks as Markdown, page by page: each highlight a quote with
 * its note under it, so they paste into a revision sheet or another notes app as they read here.
 */
import type { Annotation } from '../../../storage/marks-store';
import { COLOUR_NAMES } from './highlight-colours';

/** Text as Markdown shows it, not as markup: what the student wrote stays what they wrote. */
function escaped(text: string): string {
  return text.replace(/([\\`*_[\]{}<>#|])/g, '\\$1');
}

/** Each line of `text` behind `prefix`, so a note of several lines stays one block. */
function block(prefix: string, text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `${prefix}${escaped(line)}`.trimEnd())
    .join('\n');
}

function entry(annotation: Annotation): string {
  switch (annotation.kind) {
    case 'bookmark':
      return '- Bookmarked';
    case 'note':
      return `- Note:\n${block('  ', annotation.note)}`;
    case 'highlight': {
      const quote = block('  > ', annotation.quote);
      const note = annotation.note.trim() ? `\n\n${block('  ', annotation.note)}` : '';
      return `- ${COLOUR_NAMES[annotation.colour]} highlight:\n${quote}${note}`;
    }
  }
}

/** `annotations` of the file `fileName` as a Markdown document, by page. */
export function annotationsMarkdown(fileName: string, annotations: readonly Annotation[]): string {
  const pages = new Map<number, Annotation[]>();
  for (const annotation of [...annotations].sort((a, b) => a.page - b.page)) {
    pages.set(annotation.page, [...(pages.get(annotation.page) ?? []), annotation]);
  }
  const sections = [...pages].map(
    ([page, items]) => `## Page ${page}\n\n${items.map(entry).join('\n\n')}`,
  );
  return `# Notes on ${escaped(fileName)}\n\n${sections.join('\n\n')}\n`;
}

/** The name the Markdown is saved under: `week-3.pdf` gives `week-3 - notes.md`. */
export function markdownFileName(fileName: string): string {
  return `${fileName.replace(/\.pdf$/i, '')} - notes.md`;
}
