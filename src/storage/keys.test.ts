import { describe, expect, it } from 'vitest';
import { FILE_DB, slugify, STORAGE_KEYS } from './keys';

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

describe('STORAGE_KEYS', () => {
  it('builds the spec key names', () => {
    expect(STORAGE_KEYS.notes('ai-ml')).toBe('notes_ai-ml');
    expect(STORAGE_KEYS.papers('big-data', 'mid-sem')).toBe('papers_big-data_mid-sem');
    expect(STORAGE_KEYS.books('dsa')).toBe('refbooks_dsa');
    expect(STORAGE_KEYS.schedules).toBe('lecture_schedules');
    expect(FILE_DB).toEqual({ name: 'StudyShelfFiles', version: 2, store: 'files' });
  });
});
