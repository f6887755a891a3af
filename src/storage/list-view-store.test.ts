import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIST_VIEW, readListView, saveListView } from './list-view-store';

afterEach(() => localStorage.clear());

describe('list-view-store', () => {
  it('keeps a view per list and starts every other list at newest first', () => {
    saveListView('notes_dsa', { sort: 'name', direction: 'asc', type: 'pdf' });
    saveListView('lecture_schedules', { sort: 'size', direction: 'desc', type: 'all' });
    expect(readListView('notes_dsa')).toEqual({ sort: 'name', direction: 'asc', type: 'pdf' });
    expect(readListView('lecture_schedules').sort).toBe('size');
    expect(readListView('notes_iot')).toEqual(DEFAULT_LIST_VIEW);
  });

  it('reads a damaged or unknown view as the default', () => {
    localStorage.setItem('listViews', JSON.stringify({ notes_dsa: { sort: 'colour' } }));
    expect(readListView('notes_dsa')).toEqual(DEFAULT_LIST_VIEW);
    localStorage.setItem('listViews', '[');
    expect(readListView('notes_dsa')).toEqual(DEFAULT_LIST_VIEW);
  });
});
