import type { ByteSource } from '../../../shared/byte-source';
import { MAX_TEXT_CHARS, TextParts } from './text-parts';

/** Characters a part holds of a plain-text file: a page's worth, so a hit names where it is. */
const PART_CHARS = 3_000;

/**
 * A .txt or .csv file's text, in parts of about a page. Only the head of the file is read, so a
 * file of 100 MB of text costs the cap, not its size.
 */
export async function readPlainText(file: ByteSource): Promise<TextParts> {
  // UTF-8 takes up to 4 bytes a character: this much always holds the cap's characters.
  const text = new TextDecoder().decode(await file.read(0, MAX_TEXT_CHARS * 4));
  const parts = new TextParts();
  if (file.size > MAX_TEXT_CHARS * 4) parts.truncated = true;
  for (let start = 0, part = 1; start < text.length && !parts.full; part += 1) {
    let end = Math.min(start + PART_CHARS, text.length);
    // Ends a part at a space so that no word is cut in two.
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > start) end = space;
    parts.add(part, text.slice(start, end));
    start = end;
  }
  return parts;
}
