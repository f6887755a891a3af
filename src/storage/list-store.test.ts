import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageFullError } from './errors';
import {
  appendToList,
  idsInAllLists,
  readList,
  removeFromList,
  sortNewestFirst,
} from './list-store';
import type { StoredFileRecord } from './records';
import { quotaError } from '../testing/stored-files';

function record(id: string, uploadedAt: string, uploadedBy = 'uid-a'): StoredFileRecord {
  return {
    id,
    fileName: `${id}.pdf`,
    fileSize: 10,
    fileType: 'application/pdf',
    uploadedAt,
    uploadedBy,
    isLargeFile: true,
    subject: 'ai-ml',
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readList', () => {
  it('is empty for a missing list', () => {
    expect(readList('notes_dsa')).toEqual([]);
  });

  it.each([
    ['broken JSON', '{not json'],
    ['an object', '{"id":"x"}'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('is empty for %s', (_label, text) => {
    localStorage.setItem('notes_dsa', text);
    expect(readList('notes_dsa')).toEqual([]);
  });

  it('is empty when localStorage itself throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readList('notes_dsa')).toEqual([]);
  });

  it('sorts newest first by uploadedAt', () => {
    const old = record('old', '2024-01-01T10:00:00.000Z');
    const newest = record('newest', '2025-03-01T10:00:00.000Z');
    const middle = record('middle', '2024-06-01T10:00:00.000Z');
    localStorage.setItem('notes_dsa', JSON.stringify([old, newest, middle]));
    expect(readList('notes_dsa').map((r) => r.id)).toEqual(['newest', 'middle', 'old']);
  });

  it('keeps only entries with the spec fields', () => {
    const good = record('good', '2024-01-01T10:00:00.000Z');
    const entries = [
      good,
      { id: 'no-name' },
      null,
      42,
      { ...good, id: 'bad-size', fileSize: '10' },
    ];
    localStorage.setItem('notes_dsa', JSON.stringify(entries));
    expect(readList('notes_dsa')).toEqual([good]);
  });
});

describe('sortNewestFirst', () => {
  it('puts the later-added first on a tie and unreadable dates last', () => {
    const a = record('a', '2024-01-01T10:00:00.000Z');
    const b = record('b', '2024-01-01T10:00:00.000Z');
    const bad = record('bad', 'yesterday');
    const c = record('c', '2023-01-01T10:00:00.000Z');
    expect(sortNewestFirst([bad, a, b, c]).map((r) => r.id)).toEqual(['b', 'a', 'c', 'bad']);
  });
});

describe('appendToList', () => {
  it('adds the record to what is stored, as JSON', () => {
    const first = record('first', '2024-01-01T10:00:00.000Z');
    const second = record('second', '2024-01-02T10:00:00.000Z');
    appendToList('notes_dsa', first);
    appendToList('notes_dsa', second);
    expect(JSON.parse(localStorage.getItem('notes_dsa') ?? '')).toEqual([first, second]);
  });

  it('replaces an unreadable list', () => {
    localStorage.setItem('notes_dsa', '[broken');
    const only = record('only', '2024-01-01T10:00:00.000Z');
    appendToList('notes_dsa', only);
    expect(readList('notes_dsa')).toEqual([only]);
  });

  it('turns a quota error into StorageFullError and leaves the list as it was', () => {
    const first = record('first', '2024-01-01T10:00:00.000Z');
    appendToList('notes_dsa', first);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const attempt = () => appendToList('notes_dsa', record('second', '2024-01-02T10:00:00.000Z'));
    expect(attempt).toThrow(StorageFullError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ during: 'list', cause: { name: 'QuotaExceededError' } });
    }
    expect(readList('notes_dsa')).toEqual([first]);
  });

  it('rethrows other write errors as they are', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => appendToList('notes_dsa', record('x', '2024-01-01T10:00:00.000Z'))).toThrow(
      expect.objectContaining({ name: 'SecurityError' }),
    );
  });
});

describe('removeFromList', () => {
  it('removes what the predicate picks and keeps entries it cannot read', () => {
    const mine = record('mine', '2024-01-01T10:00:00.000Z', 'uid-a');
    const theirs = record('theirs', '2024-01-01T10:00:00.000Z', 'uid-b');
    localStorage.setItem('notes_dsa', JSON.stringify([mine, { junk: true }, theirs]));
    const removed = removeFromList('notes_dsa', (r) => r.uploadedBy === 'uid-a');
    expect(removed).toEqual([mine]);
    expect(JSON.parse(localStorage.getItem('notes_dsa') ?? '')).toEqual([{ junk: true }, theirs]);
  });

  it('does not write when nothing matches, nor touch an unreadable list', () => {
    localStorage.setItem('notes_dsa', 'garbage');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(removeFromList('notes_dsa', () => true)).toEqual([]);
    expect(removeFromList('notes_other', () => true)).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem('notes_dsa')).toBe('garbage');
  });
});

describe('idsInAllLists', () => {
  it('collects ids from every kind of list and ignores other keys', () => {
    localStorage.setItem('notes_dsa', JSON.stringify([{ id: 'n1' }]));
    localStorage.setItem('papers_dsa_mid-sem', JSON.stringify([{ id: 'p1' }, { id: 'p2' }]));
    localStorage.setItem('refbooks_dsa', JSON.stringify([{ id: 'b1' }]));
    localStorage.setItem('lecture_schedules', JSON.stringify([{ id: 's1' }]));
    localStorage.setItem('branch', JSON.stringify([{ id: 'not-a-file' }]));
    expect(idsInAllLists()).toEqual(new Set(['n1', 'p1', 'p2', 'b1', 's1']));
  });

  it('is null when some list cannot be read', () => {
    localStorage.setItem('notes_dsa', JSON.stringify([{ id: 'n1' }]));
    localStorage.setItem('refbooks_dsa', '{oops');
    expect(idsInAllLists()).toBeNull();
  });
});
