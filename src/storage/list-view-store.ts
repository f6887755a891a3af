/**
 * How the student last sorted and filtered each file list, kept on this device under
 * STORAGE_KEYS.listViews as `{ [listKey]: ListView }`. Not part of the spec's records.
 */
import { STORAGE_KEYS } from './keys';
import { readJson, writeJson } from './local-json';

export const SORT_FIELDS = ['date', 'name', 'size'] as const;
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
export const TYPE_FILTERS = ['all', 'pdf', 'word', 'slides', 'images', 'other'] as const;

export interface ListView {
  sort: (typeof SORT_FIELDS)[number];
  direction: (typeof SORT_DIRECTIONS)[number];
  type: (typeof TYPE_FILTERS)[number];
}

/** The spec's order: newest first, every type. */
export const DEFAULT_LIST_VIEW: ListView = { sort: 'date', direction: 'desc', type: 'all' };

const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): value is T =>
    options.includes(value as T);

function isListView(value: unknown): value is ListView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    isOneOf(SORT_FIELDS)(view.sort) &&
    isOneOf(SORT_DIRECTIONS)(view.direction) &&
    isOneOf(TYPE_FILTERS)(view.type)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAll(): Record<string, unknown> {
  return readJson(STORAGE_KEYS.listViews, isRecord, {});
}

/** The list's kept view, or the default when none was kept or it cannot be read. */
export function readListView(listKey: string): ListView {
  const view = readAll()[listKey];
  return isListView(view) ? view : DEFAULT_LIST_VIEW;
}

export function saveListView(listKey: string, view: ListView): void {
  // Refused (full or blocked): the choice holds until the page is left.
  writeJson(STORAGE_KEYS.listViews, { ...readAll(), [listKey]: view });
}
