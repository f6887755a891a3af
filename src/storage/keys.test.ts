import { describe, expect, it } from 'vitest';
import { FILE_DB, isListKey, LIST_KEYS, STORAGE_KEYS, slugify } from './keys';
import { MARK_KEYS } from './student-keys';

describe('slugify', () => {
  it.each([
    ['AI-ML', 'ai-ml'],
    ['Deep Learning with Img Proc', 'deep-learning-with-img-proc'],
    ['Deep Learning with Img Processing', 'deep-learning-with-img-processing'],
    ['DSA', 'dsa'],
    ['IoT', 'iot'],
    ['CryptoGraphy', 'cryptography'],
    ['Testing and Verification', 'testing-and-verification'],
    ['C++ & Data', 'c-----data'],
    ['Ünïcode', '-n-code'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('LIST_KEYS', () => {
  it('builds the spec key names', () => {
    expect(LIST_KEYS.notes.key('ai-ml')).toBe('notes_ai-ml');
    expect(LIST_KEYS.papers.key('big-data', 'mid-sem')).toBe('papers_big-data_mid-sem');
    expect(LIST_KEYS.books.key('dsa')).toBe('refbooks_dsa');
    expect(LIST_KEYS.schedules.key()).toBe('lecture_schedules');
    expect(FILE_DB).toEqual({ name: 'StudyShelfFiles', version: 2, store: 'files' });
  });

  it('tells the key of every list it builds from any other key', () => {
    const built = [
      LIST_KEYS.notes.key('x'),
      LIST_KEYS.papers.key('x', 'end-sem'),
      LIST_KEYS.books.key('x'),
      LIST_KEYS.schedules.key(),
    ];
    expect(built.every(isListKey)).toBe(true);
    expect(
      ['branch', 'userBranch', 'studyTipDismissed', 'notes', 'lecture_schedules_old'].some(
        isListKey,
      ),
    ).toBe(false);
  });

  it('gives back the parts each list key was built from, and null for any other key', () => {
    expect(LIST_KEYS.notes.parts('notes_ai-ml')).toEqual(['ai-ml']);
    expect(LIST_KEYS.papers.parts('papers_big-data_mid-sem')).toEqual(['big-data', 'mid-sem']);
    expect(LIST_KEYS.books.parts('refbooks_dsa')).toEqual(['dsa']);
    expect(LIST_KEYS.schedules.parts('lecture_schedules')).toEqual([]);
    expect(LIST_KEYS.papers.parts('papers_big-data')).toBeNull();
    expect(LIST_KEYS.notes.parts('notes_')).toBeNull();
    expect(LIST_KEYS.notes.parts('refbooks_dsa')).toBeNull();
  });

  it('keeps the marks and view keys apart from every list', () => {
    const others = [MARK_KEYS.starred('u1'), MARK_KEYS.recent('u1'), STORAGE_KEYS.listViews];
    expect(others.some(isListKey)).toBe(false);
    expect(others.slice(0, 2).every(MARK_KEYS.isMarkKey)).toBe(true);
  });
});
