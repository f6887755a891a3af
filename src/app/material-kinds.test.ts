import { booksSettings } from '../features/books/book-settings';
import type { KindSettings } from '../features/materials/kinds/kind-settings';
import { notesSettings } from '../features/notes/notes-settings';
import { papersSettings } from '../features/papers/paper-settings';
import { schedulesSettings } from '../features/schedules/schedule-settings';
import { isListKey, LIST_KEYS } from '../storage/keys';

const scope = { subject: 'ai-ml', paperType: 'mid-sem' };
const kinds: readonly KindSettings[] = [
  notesSettings,
  papersSettings,
  schedulesSettings,
  booksSettings,
];

describe('the kinds of material', () => {
  it('are one per list of LIST_KEYS', () => {
    expect(kinds.map((settings) => settings.kind).sort()).toEqual(Object.keys(LIST_KEYS).sort());
  });

  // The start-up sweep keeps only the bytes that some list key of LIST_KEYS names: a kind storing
  // its list anywhere else would have its large files swept away as orphans.
  it.each(kinds)('$kind keeps its list under a key of its own LIST_KEYS entry', (settings) => {
    const { listKey } = settings.layout(scope);
    expect(LIST_KEYS[settings.kind].owns(listKey)).toBe(true);
    expect(isListKey(listKey)).toBe(true);
  });
});
