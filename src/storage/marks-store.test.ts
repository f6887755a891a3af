import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './changes';
import { MARK_KEYS } from './student-keys';
import {
  forgetMarks,
  markRecent,
  RECENT_LIMIT,
  recentFiles,
  setStarred,
  STAR_LIMIT,
  starredFiles,
} from './marks-store';

afterEach(() => localStorage.clear());

const ids = (marks: { id: string }[]) => marks.map(({ id }) => id);

describe('marks-store', () => {
  it('stars and unstars per student, newest star first', () => {
    setStarred('u1', { listKey: 'notes_dsa', id: 'a' }, true);
    setStarred('u1', { listKey: 'notes_dsa', id: 'b' }, true);
    setStarred('u2', { listKey: 'notes_dsa', id: 'c' }, true);
    expect(ids(starredFiles('u1'))).toEqual(['b', 'a']);
    setStarred('u1', { listKey: 'notes_dsa', id: 'b' }, false);
    expect(ids(starredFiles('u1'))).toEqual(['a']);
    expect(ids(starredFiles('u2'))).toEqual(['c']);
  });

  it(`keeps the ${RECENT_LIMIT} most recent files, each once`, () => {
    for (let i = 0; i < 10; i += 1) markRecent('u1', { listKey: 'notes_dsa', id: `f${i}` });
    markRecent('u1', { listKey: 'notes_dsa', id: 'f5' });
    expect(ids(recentFiles('u1'))).toEqual(['f5', 'f9', 'f8', 'f7', 'f6', 'f4', 'f3', 'f2']);
  });

  it("forgets a deleted file's marks for every student, and only in its own list", () => {
    setStarred('u1', { listKey: 'notes_dsa', id: 'a' }, true);
    setStarred('u1', { listKey: 'notes_iot', id: 'a' }, true);
    markRecent('u2', { listKey: 'notes_dsa', id: 'a' });
    forgetMarks('notes_dsa', ['a']);
    expect(starredFiles('u1')).toMatchObject([{ listKey: 'notes_iot', id: 'a' }]);
    expect(recentFiles('u2')).toEqual([]);
  });

  it('reads each file once and at most the limit, however many a stored key holds', () => {
    const at = '2026-11-27T05:00:00.000Z';
    const repeated = Array.from({ length: 25_000 }, () => ({ listKey: 'notes_dsa', id: 'a', at }));
    const many = Array.from({ length: 5_000 }, (_, i) => ({
      listKey: 'notes_dsa',
      id: `f${i}`,
      at,
    }));
    localStorage.setItem(MARK_KEYS.starred('u1'), JSON.stringify([...repeated, ...many]));
    const starred = starredFiles('u1');
    expect(starred).toHaveLength(STAR_LIMIT);
    expect(ids(starred).slice(0, 3)).toEqual(['a', 'f0', 'f1']);
    expect(new Set(ids(starred)).size).toBe(STAR_LIMIT);
    localStorage.setItem(MARK_KEYS.recent('u1'), JSON.stringify(repeated));
    expect(ids(recentFiles('u1'))).toEqual(['a']);
  });

  it('reads unreadable marks as none and announces each change', () => {
    localStorage.setItem('starredFiles_u1', '{broken');
    expect(starredFiles('u1')).toEqual([]);
    const onChange = vi.fn();
    const stop = subscribe(onChange);
    setStarred('u1', { listKey: 'notes_dsa', id: 'a' }, true);
    stop();
    setStarred('u1', { listKey: 'notes_dsa', id: 'a' }, false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('starredFiles_u1');
  });
});
