import { booksSettings } from '../features/books/book-settings';
import type { KindSettings } from '../features/library/kinds/kind-settings';
import { notesSettings } from '../features/notes/notes-settings';
import { papersSettings } from '../features/papers/paper-settings';
import { schedulesSettings } from '../features/schedules/schedule-settings';

/** The four kinds of material, for what spans them all (search, the dashboard's files). */
export const materialKinds: readonly KindSettings[] = [
  notesSettings,
  papersSettings,
  schedulesSettings,
  booksSettings,
];
