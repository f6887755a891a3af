/**
 * What a search shows of one page it found: the words of the page the query matched (to mark on
 * the page when it is opened), and a short passage around the first of them, split into runs so
 * the matched words can be drawn marked (as <mark>) without writing the page's text as HTML.
 */
import { foldWithOrigins } from '../../../shared/fold-text';
import type { WordQuery } from '../../../storage/search-index-store';
import { WORD } from './page-search';

export interface SnippetRun {
  text: string;
  marked: boolean;
}

export interface PageMatch {
  /** The page's words the query matched, folded, each once. */
  words: string[];
  snippet: SnippetRun[];
}

const BEFORE = 50;
const LENGTH = 160;

/**
 * Reads the page once, word by word: a search answers several pages of some thousands of words
 * on every keystroke, and searching the page again for each word it matched (dozens, for the
 * start of a word) cost about as much as the search in the index.
 */
export function matchOnPage(text: string, { words, lastIsPrefix }: WordQuery): PageMatch {
  const whole = new Set(lastIsPrefix ? words.slice(0, -1) : words);
  const prefix = lastIsPrefix ? (words.at(-1) ?? null) : null;
  const { folded, origin } = foldWithOrigins(text);
  const found = new Set<string>();
  // The passage, once the first matched word fixes where it is: [start, end) of `text`.
  let passage: { start: number; end: number } | null = null;
  const marks: [number, number][] = [];
  for (const token of folded.matchAll(WORD)) {
    const word = token[0];
    if (!whole.has(word) && !(prefix !== null && word.startsWith(prefix))) continue;
    found.add(word);
    const from = origin(token.index);
    const to = origin(token.index + word.length - 1) + 1;
    passage ??= passageAround(text, from);
    if (from >= passage.start && to <= passage.end) marks.push([from, to]);
  }
  return { words: [...found], snippet: runs(text, passage ?? passageAround(text, 0), marks) };
}

/** About LENGTH characters from BEFORE before `centre`, starting and ending at a space. */
function passageAround(text: string, centre: number): { start: number; end: number } {
  let start = Math.max(0, centre - BEFORE);
  let end = Math.min(text.length, start + LENGTH);
  // Starts and ends at a space, so no word is cut in two.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  const lastSpace = text.lastIndexOf(' ', end);
  if (end < text.length && lastSpace > centre) end = lastSpace;
  return { start, end };
}

function runs(
  text: string,
  { start, end }: { start: number; end: number },
  marks: readonly [number, number][],
): SnippetRun[] {
  const shown: SnippetRun[] = [];
  let at = start;
  for (const [from, to] of marks) {
    if (from > at) shown.push({ text: text.slice(at, from), marked: false });
    shown.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < end) shown.push({ text: text.slice(at, end), marked: false });
  if (start > 0) shown.unshift({ text: '…', marked: false });
  if (end < text.length) shown.push({ text: '…', marked: false });
  return shown;
}
