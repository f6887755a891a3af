/**
 * Text folded for matching words as a student types them: lower case, accents dropped, so
 * "resume" finds "Résumé". The search's index, its snippets and the viewer's marks all fold alike.
 */

/** Lower case without diacritics: 'Résumé' → 'resume'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * `text` folded, with where in `text` each folded character came from. ASCII text folds by lower
 * case alone, character for character; other text is folded one character at a time, since
 * dropping an accent shortens it.
 */
export function foldWithOrigins(text: string): { folded: string; origin: (at: number) => number } {
  if (!NOT_ASCII.test(text)) return { folded: text.toLowerCase(), origin: (at) => at };
  let folded = '';
  const origins: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    // Unicode normalisation per character only where it is needed: it is what a page's snippet
    // would otherwise spend its time on.
    const piece = text.charCodeAt(index) < 128 ? char.toLowerCase() : normalise(char);
    folded += piece;
    for (let n = 0; n < piece.length; n += 1) origins.push(index);
  }
  return { folded, origin: (at) => origins[at] ?? 0 };
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Where in `text` each of the folded `words` begins a word, as [start, end) ranges of `text`
 * itself, in order: "kosaraju" in "Kosaraju's" marks "Kosaraju".
 */
export function wordRanges(text: string, words: readonly string[]): [number, number][] {
  const { folded, origin } = foldWithOrigins(text);
  const found: [number, number][] = [];
  for (const word of words) {
    if (word === '') continue;
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      if (isWordChar(folded[at - 1])) continue;
      found.push([origin(at), origin(at + word.length - 1) + 1]);
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}
