import { afterEach, describe, expect, it } from 'vitest';
import {
  annotationsOf,
  cardsOf,
  keepAnnotation,
  keepCard,
  type RevisionCard,
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
const card: RevisionCard = {
  id: 'h1',
  page: 2,
  front: 'Q3',
  back: 'a spanning tree',
  made: at,
  schedule: {
    due: '2026-12-01T10:00:00.000Z',
    stability: 3.2,
    difficulty: 5.1,
    scheduledDays: 3,
    learningSteps: 0,
    reps: 2,
    lapses: 0,
    state: 2,
    lastReview: at,
  },
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
    keepCard('u1', a.id, card);
    setStarred('u2', b, true);
    const marks = marksOf('u1', [a, b]);
    expect(marks.get(a.id)).toMatchObject({
      starredAt: expect.any(String),
      recentAt: expect.any(String),
      place: { page: 4, pages: 6 },
      annotations: [highlight],
      cards: [card],
    });
    expect(marks.get(b.id)).toEqual({ recentAt: expect.any(String) });
    expect(summariseMarks([...marks.values()])).toEqual({
      stars: 1,
      recent: 2,
      places: 1,
      annotations: 1,
      cards: 1,
    });

    // On another device, or this one after a wipe, each comes back once.
    localStorage.clear();
    keepReadingPlace('u1', a.id, { page: 1, pages: 6, zoom: 1 });
    const answeredHere = { ...card, schedule: { ...card.schedule, reps: 3 } };
    keepCard('u1', b.id, answeredHere);
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
    // A card comes back with its schedule, once; one this device has keeps its own.
    expect(cardsOf('u1', a.id)).toEqual([card]);
    expect(cardsOf('u1', b.id)).toEqual([answeredHere]);
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
        cards: [
          { ...card, schedule: { ...card.schedule, stability: Number.NaN } },
          { ...card, id: 'c2', front: '   ' },
          { ...card, id: 'c3', page: 0 },
          { ...card, id: 'c4', made: 'soon', extra: '<script>' },
          { ...card, id: 'c5', extra: '<script>' },
        ],
        extra: 1,
      }),
    ).toEqual({ annotations: [highlight], cards: [{ ...card, id: 'c5' }] });
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
    expect(marksText({ stars: 0, recent: 0, places: 0, annotations: 0, cards: 0 })).toBe('');
    expect(marksText({ stars: 2, recent: 0, places: 1, annotations: 3, cards: 0 })).toBe(
      'It also holds 2 stars, 1 reading place and 3 highlights, notes and bookmarks of yours, added where this device lacks them.',
    );
    expect(marksText({ stars: 0, recent: 0, places: 0, annotations: 2, cards: 1 })).toBe(
      'It also holds 2 highlights, notes and bookmarks and 1 revision card of yours, added where this device lacks them.',
    );
  });
});
