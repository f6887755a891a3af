/**
 * A short passage of a page's text around the first of the words it matched, split into runs so
 * the matched words can be drawn marked (as <mark>) without writing the page's text as HTML.
 */
import { wordRanges } from '../../library/format/fold-text';

export interface SnippetRun {
  text: string;
  marked: boolean;
}

const BEFORE = 50;
const LENGTH = 160;

export function snippetOf(text: string, words: readonly string[]): SnippetRun[] {
  const matches = wordRanges(text, words);
  const centre = matches[0]?.[0] ?? 0;
  let start = Math.max(0, centre - BEFORE);
  let end = Math.min(text.length, start + LENGTH);
  // Starts and ends at a space, so no word is cut in two.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  const lastSpace = text.lastIndexOf(' ', end);
  if (end < text.length && lastSpace > centre) end = lastSpace;
  const runs: SnippetRun[] = [];
  let at = start;
  for (const [from, to] of matches) {
    if (from < at || to > end) continue;
    if (from > at) runs.push({ text: text.slice(at, from), marked: false });
    runs.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < end) runs.push({ text: text.slice(at, end), marked: false });
  if (start > 0) runs.unshift({ text: '…', marked: false });
  if (end < text.length) runs.push({ text: '…', marked: false });
  return runs;
}
