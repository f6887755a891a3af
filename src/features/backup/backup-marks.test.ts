import { afterEach, describe, expect, it } from 'vitest';
import {
  annotationsOf,
  keepAnnotation,
  keepReadingPlace,
  markRecent,
  readingPlace,
  recentFiles,
  starredFiles,
  type Highlight,
} from '../../storage/marks-store';
import { setStarred } from '../../storage/marks-store';
import { marksOf, readFileMarks, restoreMarks, summariseMarks } from '../library/file-marks';
import { MANIFEST_FORMAT, parseManifest } from './backup-manifest';
import { marksText } from './backup-texts';

afterEach(() => localStorage.clear());

const at = '2026-11-28T10:00:00.000Z';
const highlight: Highlight = {
  kind: 'highlight',
  id: 'h1',
  page: 2,
  at,
  colour: 'blue',
  quote: 'a spanning tree',
  note: 'Q3',
  areas: [{ x: 0.1, y: 0.1, width: 0.4, height: 0.02 }],
};
const a = { listKey: 'notes_dsa', id: 'note_a' };
const b = { listKey: 'notes_dsa', id: 'note_b' };

describe('backup marks', () => {
  it('carry a student’s star, recent entry, place and annotations of each file, and bring them back', () => {
    setStarred('u1', a, true);
    markRecent('u1', a);
    markRecent('u1', b);
    keepReadingPlace('u1', a.id, { page: 4, pages: 6, zoom: 1 });
    keepAnnotation('u1', a.id, highlight);
    setStarred('u2', b, true);
    const marks = marksOf('u1', [a, b]);
    expect(marks.get(a.id)).toMatchObject({
      starredAt: expect.any(String),
      recentAt: expect.any(String),
      place: { page: 4, pages: 6 },
      annotations: [highlight],
    });
    expect(marks.get(b.id)).toEqual({ recentAt: expect.any(String) });
    expect(summariseMarks([...marks.values()])).toEqual({
      stars: 1,
      recent: 2,
      places: 1,
      annotations: 1,
    });

    // On another device, or this one after a wipe, each comes back once.
    localStorage.clear();
    keepReadingPlace('u1', a.id, { page: 1, pages: 6, zoom: 1 });
    const files = [a, b].map((file) => ({ ...file, marks: marks.get(file.id) }));
    restoreMarks('u1', files);
    restoreMarks('u1', files);
    expect(starredFiles('u1').map(({ id }) => id)).toEqual([a.id]);
    expect(
      recentFiles('u1')
        .map(({ id }) => id)
        .sort(),
    ).toEqual([a.id, b.id]);
    expect(annotationsOf('u1', a.id)).toEqual([highlight]);
    // Where they read on this device wins over the backup's older place.
    expect(readingPlace('u1', a.id)?.page).toBe(1);
  });

  it('leave out what is malformed, never refusing the files for it', () => {
    expect(readFileMarks('x')).toBeUndefined();
    expect(
      readFileMarks({
        starredAt: 'yesterday-ish',
        place: { page: 9, pages: 2, zoom: 1, at },
        annotations: [highlight, { ...highlight, id: 'h2', areas: 'all' }],
        extra: 1,
      }),
    ).toEqual({ annotations: [highlight] });
    const record = {
      id: 'note_a',
      fileName: 'a.pdf',
      fileSize: 3,
      fileType: 'application/pdf',
      uploadedAt: at,
      uploadedBy: 'u1',
      isLargeFile: false,
    };
    const manifest = parseManifest(
      JSON.stringify({
        format: MANIFEST_FORMAT,
        version: 2,
        createdAt: at,
        files: [{ path: 'notes/dsa/a.pdf', listKey: 'notes_dsa', record, marks: { starredAt: 3 } }],
      }),
    );
    expect(manifest.files[0]).toEqual({ path: 'notes/dsa/a.pdf', listKey: 'notes_dsa', record });
  });

  it('are said before a restore', () => {
    expect(marksText({ stars: 0, recent: 0, places: 0, annotations: 0 })).toBe('');
    expect(marksText({ stars: 2, recent: 0, places: 1, annotations: 3 })).toBe(
      'It also holds 2 stars, 1 reading place and 3 highlights, notes and bookmarks of yours, added where this device lacks them.',
    );
  });
});
