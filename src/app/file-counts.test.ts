import { act, renderHook } from '@testing-library/react';
import {
  byKind,
  bySubject,
  bySubjectAndPaperType,
  useFileCounts,
} from '../features/library/use-file-counts';
import type { StoredFileRecord } from '../storage/file-store';
import { materialKinds } from './material-kinds';

function records(count: number, prefix: string): StoredFileRecord[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `${prefix}-${n}`,
    fileName: `${prefix}-${n}.pdf`,
    fileSize: 10,
    fileType: 'application/pdf',
    uploadedAt: `2026-03-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
    uploadedBy: 'uid-1',
    data: 'data:application/pdf;base64,AAAA',
    isLargeFile: false,
  }));
}

function storeList(key: string, list: StoredFileRecord[]) {
  localStorage.setItem(key, JSON.stringify(list));
}

beforeEach(() => {
  localStorage.clear();
  storeList('notes_dsa', records(2, 'dsa'));
  storeList('notes_iot', records(1, 'iot'));
  storeList('papers_big-data_mid-sem', records(1, 'mid'));
  storeList('papers_big-data_end-sem', records(3, 'end'));
  storeList('lecture_schedules', records(1, 'timetable'));
});

describe('the file counts', () => {
  it('count every kind on the device for the dashboard', () => {
    const { result } = renderHook(() => useFileCounts(materialKinds, byKind));
    expect(result.current).toEqual({ notes: 3, papers: 4, schedules: 1 });
  });

  it("count a kind's files per subject, a subject's papers of both types together", () => {
    const notes = materialKinds.filter((kind) => kind.kind === 'notes');
    const papers = materialKinds.filter((kind) => kind.kind === 'papers');
    expect(renderHook(() => useFileCounts(notes, bySubject)).result.current).toEqual({
      dsa: 2,
      iot: 1,
    });
    expect(renderHook(() => useFileCounts(papers, bySubject)).result.current).toEqual({
      'big-data': 4,
    });
    expect(renderHook(() => useFileCounts(papers, bySubjectAndPaperType)).result.current).toEqual({
      'big-data/mid-sem': 1,
      'big-data/end-sem': 3,
    });
  });

  it("follow another tab's change to a list", () => {
    const { result } = renderHook(() => useFileCounts(materialKinds, byKind));
    act(() => {
      localStorage.removeItem('lecture_schedules');
      window.dispatchEvent(new StorageEvent('storage', { key: 'lecture_schedules' }));
    });
    expect(result.current).toEqual({ notes: 3, papers: 4 });
  });
});
