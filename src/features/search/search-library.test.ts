import { describe, expect, it } from 'vitest';
import type { StoredFileRecord } from '../../storage/file-store';
import type { KindSettings, ScopeNames } from '../library/kinds/kind-settings';
import type { LibraryFile } from '../library/library-files';
import { normalise, searchEntries, searchLibrary } from './search-library';

function file(fileName: string, names: ScopeNames, label: string): LibraryFile {
  const record: StoredFileRecord = {
    id: fileName,
    fileName,
    fileSize: 1,
    fileType: '',
    uploadedAt: '2026-01-01T00:00:00Z',
    uploadedBy: 'u',
    isLargeFile: false,
  };
  return {
    record,
    kind: { label } as KindSettings,
    scope: {},
    layout: { listKey: 'k', largeThreshold: 1, largeFormat: 'single' },
    names,
    rowHref: '/',
    viewHref: '/',
  };
}

const library = [
  file('Résumé of graphs.pdf', { subject: 'DSA', subjectFullName: 'Data Structures' }, 'Notes'),
  file('mid-2024.pdf', { subject: 'Big Data', paperType: 'Mid Semester' }, 'Question papers'),
  file('timetable.csv', {}, 'Lecture schedules'),
  file('data-mining.pdf', { subject: 'AI-ML' }, 'Reference books'),
];
const entries = searchEntries(library);
const found = (query: string) => searchLibrary(entries, query).map((f) => f.record.fileName);

describe('searchLibrary', () => {
  it('ignores case and accents', () => {
    expect(normalise('Résumé')).toBe('resume');
    expect(found('RESUME')).toEqual(['Résumé of graphs.pdf']);
  });

  it("matches the subject's names, the paper type and the kind, every word", () => {
    expect(found('structures')).toEqual(['Résumé of graphs.pdf']);
    expect(found('mid semester')).toEqual(['mid-2024.pdf']);
    expect(found('schedules')).toEqual(['timetable.csv']);
    expect(found('big 2024')).toEqual(['mid-2024.pdf']);
    expect(found('big 2023')).toEqual([]);
  });

  it('ranks a match in the file name before one elsewhere, and finds nothing for blanks', () => {
    expect(found('data')).toEqual(['data-mining.pdf', 'Résumé of graphs.pdf', 'mid-2024.pdf']);
    expect(found('   ')).toEqual([]);
  });
});
