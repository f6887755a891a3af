/** A subject slug read as words: hyphens become spaces ('ai-ml' → 'ai ml'). */
function slugWords(slug: string): string[] {
  return slug.split('-').filter((word) => word.length > 0);
}

/** The papers list's subject: every word capitalised ('advance-dsa' → 'Advance Dsa'). */
export function slugTitleCase(slug: string): string {
  return slugWords(slug)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The book upload's title: upper case ('advance-dsa' → 'ADVANCE DSA'). */
export function slugUpperCase(slug: string): string {
  return slugWords(slug).join(' ').toUpperCase();
}
