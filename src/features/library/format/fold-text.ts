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

/** `text` folded one character at a time, with the index in `text` each folded character came from. */
export function foldWithOrigins(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    // ASCII folds by lower case alone; Unicode normalisation per character is what a page's
    // snippet would otherwise spend its time on.
    const piece = text.charCodeAt(index) < 128 ? char.toLowerCase() : normalise(char);
    folded += piece;
    for (let n = 0; n < piece.length; n += 1) origin.push(index);
  }
  return { folded, origin };
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
      found.push([origin[at] ?? 0, (origin[at + word.length - 1] ?? 0) + 1]);
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}
