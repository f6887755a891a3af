import { describe, expect, it } from 'vitest';
import type { LibraryFile } from '../features/library/library-files';
import {
  filesMatching,
  subjectFiles,
  subjectLists,
  subjectNames,
} from '../features/materials/subjects/subject-lists';
import { materialKinds } from './material-kinds';

const file = (fileName: string, subject: string | undefined, uploadedAt: string) =>
  ({ record: { fileName, uploadedAt }, scope: { subject } }) as unknown as LibraryFile;

describe('subjectLists', () => {
  it('gathers every kind’s lists of a subject, in the kinds’ order, and names it', () => {
    const lists = subjectLists(materialKinds, 'big-data');
    expect(lists.map(({ label }) => label)).toEqual([
      'Notes · Big Data',
      'Question papers · Big Data · Mid Semester',
      'Question papers · Big Data · End Semester',
      'Reference books · Big Data',
    ]);
    expect(subjectNames(lists).name).toBe('Big Data');
  });

  it('keeps the spec’s subjects apart where the kinds name them apart, and knows no other', () => {
    expect(subjectLists(materialKinds, 'dsa').map(({ label }) => label)).toEqual(['Notes · DSA']);
    expect(subjectLists(materialKinds, 'advance-dsa').map(({ label }) => label)).not.toContain(
      'Notes · DSA',
    );
    expect(subjectLists(materialKinds, 'astrology')).toEqual([]);
    expect(subjectLists(materialKinds, '')).toEqual([]);
  });
});

describe('subjectFiles and filesMatching', () => {
  const library = [
    file('Résumé of Spark.pdf', 'big-data', '2026-12-01T10:00:00.000Z'),
    file('heaps.txt', 'dsa', '2026-12-03T10:00:00.000Z'),
    file('hadoop.txt', 'big-data', '2026-12-02T10:00:00.000Z'),
    file('timetable.pdf', undefined, '2026-12-04T10:00:00.000Z'),
  ];

  it('takes the subject’s files only, newest first', () => {
    expect(subjectFiles(library, 'big-data').map(({ record }) => record.fileName)).toEqual([
      'hadoop.txt',
      'Résumé of Spark.pdf',
    ]);
  });

  it('finds by every word of the query, in any case and without accents', () => {
    const files = subjectFiles(library, 'big-data');
    expect(filesMatching(files, 'resume SPARK').map(({ record }) => record.fileName)).toEqual([
      'Résumé of Spark.pdf',
    ]);
    expect(filesMatching(files, 'spark heaps')).toEqual([]);
    expect(filesMatching(files, '   ')).toEqual([]);
  });
});
