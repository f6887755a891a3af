/** Sorting and filtering one list as the student chose (the spec's default: newest first, all). */
import type { StoredFileRecord } from '../../../storage/file-store';
import type { ListView } from '../../../storage/list-view-store';
import { fileExtension } from '../../library/file-extension';

export type { ListView };
export type TypeFilter = ListView['type'];

const EXTENSIONS_BY_TYPE: Readonly<
  Record<Exclude<TypeFilter, 'all' | 'other'>, readonly string[]>
> = {
  pdf: ['.pdf'],
  word: ['.doc', '.docx'],
  slides: ['.ppt', '.pptx'],
  images: ['.jpg', '.jpeg', '.png', '.gif'],
};

/** The file type filter's choices, as the student reads them. */
export const TYPE_FILTER_LABELS: Readonly<Record<TypeFilter, string>> = {
  all: 'All types',
  pdf: 'PDF',
  word: 'Word',
  slides: 'Slides',
  images: 'Images',
  other: 'Other',
};

/** The sort choices, each a field and a direction, as the student reads them. */
export const SORT_CHOICES = [
  { sort: 'date', direction: 'desc', label: 'Newest first' },
  { sort: 'date', direction: 'asc', label: 'Oldest first' },
  { sort: 'name', direction: 'asc', label: 'Name (A to Z)' },
  { sort: 'name', direction: 'desc', label: 'Name (Z to A)' },
  { sort: 'size', direction: 'desc', label: 'Largest first' },
  { sort: 'size', direction: 'asc', label: 'Smallest first' },
] as const satisfies readonly (Pick<ListView, 'sort' | 'direction'> & { label: string })[];

export function typeOf(fileName: string): Exclude<TypeFilter, 'all'> {
  const extension = fileExtension(fileName);
  for (const [type, extensions] of Object.entries(EXTENSIONS_BY_TYPE)) {
    if (extensions.includes(extension)) return type as Exclude<TypeFilter, 'all' | 'other'>;
  }
  return 'other';
}

/**
 * Made at the first sort by name, not with the module: a collator's first making in a page loads
 * the engine's collation data, tens of milliseconds a list in the default order never needs.
 */
let collator: Intl.Collator | undefined;
const byName = () =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/**
 * The records the view shows, in its order. `records` come newest first (the store's order), so
 * the date sort keeps that order (or reverses it) and ties in other sorts stay newest first.
 */
export function arrangeRecords(
  records: readonly StoredFileRecord[],
  view: ListView,
): StoredFileRecord[] {
  const shown =
    view.type === 'all' ? [...records] : records.filter((r) => typeOf(r.fileName) === view.type);
  const sign = view.direction === 'asc' ? 1 : -1;
  if (view.sort === 'date') return view.direction === 'desc' ? shown : shown.reverse();
  const names = view.sort === 'name' ? byName() : null;
  const compare = names
    ? (a: StoredFileRecord, b: StoredFileRecord) => names.compare(a.fileName, b.fileName)
    : (a: StoredFileRecord, b: StoredFileRecord) => a.fileSize - b.fileSize;
  return shown.sort((a, b) => sign * compare(a, b));
}
