/**
 * Every stored file of every kind, each with what the app needs to name it, open it and lead to
 * its row: the search, the dashboard's recent and starred files. Reads the device's lists once.
 */
import { listLibrary, type StorageLayout, type StoredFileRecord } from '../../storage/file-store';
import type { KindSettings, MaterialScope, ScopeNames } from './kinds/kind-settings';
import { scopeOfListKey } from './kinds/scope';
import { compareTimes } from '../../shared/compare-times';

export interface LibraryFile {
  record: StoredFileRecord;
  kind: KindSettings;
  scope: MaterialScope;
  layout: StorageLayout;
  names: ScopeNames;
  /** The file's list, with this file's row to be shown and highlighted. */
  rowHref: string;
  /** The file's list with the file open in the viewer over it. */
  viewHref: string;
}

/** Where a file lives: 'Notes · DSA', 'Question papers · Big Data · Mid Semester'. */
export function placeText({ kind, names }: Pick<LibraryFile, 'kind' | 'names'>): string {
  return [kind.label, names.subject, names.paperType].filter(Boolean).join(' · ');
}

/** The query parameter of a list route that names the row to show: `/view-notes/dsa?row={id}`. */
export const ROW_PARAM = 'row';
/**
 * The query parameter of a list route that names the file open in the viewer over it:
 * `/view-notes/dsa?file={id}`. An address a student can reload or keep, and it opens the file.
 */
export const VIEW_PARAM = 'file';

/**
 * With VIEW_PARAM, where in the file the viewer opens and what it marks there, for a search's hit
 * inside a file: `?file={id}&page=4&find=kosaraju`.
 */
export const PAGE_PARAM = 'page';
export const FIND_PARAM = 'find';

/** Where a search's words were found in a file, for the viewer to open at and mark. */
export interface FoundWords {
  page: number;
  words: string[];
}

/** The file's list with the file open at `found.page`, its words marked. */
export function foundHref(file: LibraryFile, found: FoundWords): string {
  const params = new URLSearchParams({
    [VIEW_PARAM]: file.record.id,
    [PAGE_PARAM]: String(found.page),
    [FIND_PARAM]: found.words.join(' '),
  });
  return `${file.kind.routes.view(file.scope)}?${params.toString()}`;
}

/** The found words an address names, if it names a page. */
export function foundIn(params: URLSearchParams): FoundWords | undefined {
  const page = Number(params.get(PAGE_PARAM));
  if (!Number.isInteger(page) || page < 1) return undefined;
  const words = (params.get(FIND_PARAM) ?? '').split(/\s+/).filter(Boolean).slice(0, 20);
  return { page, words };
}

function listHref(kind: KindSettings, scope: MaterialScope, param: string, id: string): string {
  return `${kind.routes.view(scope)}?${new URLSearchParams({ [param]: id }).toString()}`;
}

export function rowHref(kind: KindSettings, scope: MaterialScope, id: string): string {
  return listHref(kind, scope, ROW_PARAM, id);
}

export function viewHref(kind: KindSettings, scope: MaterialScope, id: string): string {
  return listHref(kind, scope, VIEW_PARAM, id);
}

/** The kind and scope a list key belongs to, or null for a key no kind (or known subject) claims. */
export function placeOf(
  kinds: readonly KindSettings[],
  listKey: string,
): { kind: KindSettings; scope: MaterialScope } | null {
  for (const kind of kinds) {
    const scope = scopeOfListKey(kind.kind, listKey);
    if (scope) return { kind, scope };
  }
  return null;
}

/** Every file on the device that one of `kinds` lists, newest first. */
export function readLibrary(kinds: readonly KindSettings[]): LibraryFile[] {
  const files: LibraryFile[] = [];
  for (const { listKey, records } of listLibrary()) {
    const place = placeOf(kinds, listKey);
    if (!place) continue;
    const { kind, scope } = place;
    const layout = kind.layout(scope);
    const names = kind.names(scope);
    for (const record of records) {
      files.push({
        record,
        kind,
        scope,
        layout,
        names,
        rowHref: rowHref(kind, scope, record.id),
        viewHref: viewHref(kind, scope, record.id),
      });
    }
  }
  return files.sort((a, b) => compareTimes(b.record.uploadedAt, a.record.uploadedAt));
}

/** The library file a list key and id name, if it is still stored. */
export function findLibraryFile(
  library: readonly LibraryFile[],
  listKey: string,
  id: string,
): LibraryFile | undefined {
  return library.find((file) => file.layout.listKey === listKey && file.record.id === id);
}
