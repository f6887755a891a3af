/**
 * What a card asks and answers, made from one highlight or note: a note is the question and the
 * highlighted passage its answer; a highlight without a note asks for a word of its passage,
 * hidden. A bookmark holds nothing to revise.
 */
import type { Annotation } from '../../../storage/marks-store';

/** Shown in place of the hidden word: as long whatever the word, so it gives nothing away. */
export const HIDDEN = '[…]';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * The passage with its most telling word hidden: the longest (a long word is more often the
 * term the passage is about than "the" or "of"), the first of equals.
 */
export function withWordHidden(passage: string): string {
  let best: { at: number; length: number } | null = null;
  for (const match of passage.matchAll(WORD)) {
    if (!best || match[0].length > best.length) best = { at: match.index, length: match[0].length };
  }
  if (!best) return passage;
  return `${passage.slice(0, best.at)}${HIDDEN}${passage.slice(best.at + best.length)}`;
}

export interface CardText {
  front: string;
  back: string;
}

/** The card `annotation` makes, or null for one that holds nothing to revise. */
export function cardText(annotation: Annotation): CardText | null {
  switch (annotation.kind) {
    case 'bookmark':
      return null;
    case 'note':
      return { front: annotation.note.trim(), back: '' };
    case 'highlight': {
      const quote = annotation.quote.trim();
      const note = annotation.note.trim();
      if (note) return { front: note, back: quote };
      return quote ? { front: withWordHidden(quote), back: quote } : null;
    }
  }
}
