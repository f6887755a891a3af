/**
 * The text read from one file, page by page (slide by slide, chapter by chapter), capped so that
 * no file, however large or crafted, holds more than MAX_TEXT_CHARS of the index.
 */

/** About 2 MB of text per file: a 1,000-page textbook, and bounded memory for a crafted file. */
export const MAX_TEXT_CHARS = 2_000_000;

export interface TextPart {
  /** 1-based page, slide, sheet or chapter. */
  part: number;
  text: string;
}

export class TextParts {
  readonly parts: TextPart[] = [];
  chars = 0;
  truncated = false;

  /** Adds a part's text (white space collapsed); false once the cap is reached. */
  add(part: number, raw: string): boolean {
    if (this.full) return false;
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '') return true;
    const room = MAX_TEXT_CHARS - this.chars;
    const kept = text.length > room ? text.slice(0, room) : text;
    if (kept.length < text.length) this.truncated = true;
    this.parts.push({ part, text: kept });
    this.chars += kept.length;
    return !this.full;
  }

  get full(): boolean {
    return this.chars >= MAX_TEXT_CHARS;
  }
}
