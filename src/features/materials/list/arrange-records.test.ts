import { describe, expect, it } from 'vitest';
import type { StoredFileRecord } from '../../../storage/file-store';
import { arrangeRecords, typeOf } from './arrange-records';

const record = (fileName: string, fileSize: number, uploadedAt: string): StoredFileRecord => ({
  id: fileName,
  fileName,
  fileSize,
  fileType: '',
  uploadedAt,
  uploadedBy: 'u',
  isLargeFile: false,
});

// Newest first, as the store gives them.
const records = [
  record('week-10.pdf', 300, '2026-03-03T00:00:00Z'),
  record('Week-2.docx', 100, '2026-03-02T00:00:00Z'),
  record('slides.pptx', 500, '2026-03-01T00:00:00Z'),
  record('board.PNG', 200, '2026-02-01T00:00:00Z'),
  record('data.csv', 400, '2026-01-01T00:00:00Z'),
];
const names = (list: StoredFileRecord[]) => list.map(({ fileName }) => fileName);

describe('arrangeRecords', () => {
  it('keeps the spec order by default and reverses it for oldest first', () => {
    expect(
      names(arrangeRecords(records, { sort: 'date', direction: 'desc', type: 'all' })),
    ).toEqual(names(records));
    expect(names(arrangeRecords(records, { sort: 'date', direction: 'asc', type: 'all' }))).toEqual(
      names(records).reverse(),
    );
  });

  it('sorts names naturally, ignoring case, either way', () => {
    const view = { sort: 'name', direction: 'asc', type: 'all' } as const;
    expect(names(arrangeRecords(records, view))).toEqual([
      'board.PNG',
      'data.csv',
      'slides.pptx',
      'Week-2.docx',
      'week-10.pdf',
    ]);
    expect(names(arrangeRecords(records, { ...view, direction: 'desc' }))[0]).toBe('week-10.pdf');
  });

  it('sorts by size and filters by type', () => {
    expect(
      names(arrangeRecords(records, { sort: 'size', direction: 'desc', type: 'all' })),
    ).toEqual(['slides.pptx', 'data.csv', 'week-10.pdf', 'board.PNG', 'Week-2.docx']);
    expect(
      names(arrangeRecords(records, { sort: 'date', direction: 'desc', type: 'images' })),
    ).toEqual(['board.PNG']);
    expect(
      names(arrangeRecords(records, { sort: 'date', direction: 'desc', type: 'other' })),
    ).toEqual(['data.csv']);
  });

  it.each([
    ['a.pdf', 'pdf'],
    ['a.DOC', 'word'],
    ['a.pptx', 'slides'],
    ['a.jpeg', 'images'],
    ['a.epub', 'other'],
    ['noextension', 'other'],
  ])('types %s as %s', (fileName, type) => {
    expect(typeOf(fileName)).toBe(type);
  });
});
