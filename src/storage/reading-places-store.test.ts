import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACE_KEYS } from './student-keys';
import { forgetMarks } from './marks-store';
import {
  forgetReadingPlaces,
  keepReadingPlace,
  PLACE_LIMIT,
  readingPlace,
} from './reading-places-store';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('reading-places-store', () => {
  it('keeps the page, page count and zoom per student and file', () => {
    keepReadingPlace('u1', 'f1', { page: 4, pages: 6, zoom: 1.5 });
    keepReadingPlace('u2', 'f1', { page: 2, pages: 6, zoom: 1 });
    expect(readingPlace('u1', 'f1')).toMatchObject({ page: 4, pages: 6, zoom: 1.5 });
    expect(readingPlace('u2', 'f1')).toMatchObject({ page: 2 });
    expect(readingPlace('u1', 'f2')).toBeNull();
    keepReadingPlace('u1', 'f1', { page: 5, pages: 6, zoom: 1.5 });
    expect(readingPlace('u1', 'f1')?.page).toBe(5);
  });

  it('reads a crafted or damaged value as no place, and keeps no impossible place', () => {
    localStorage.setItem(
      PLACE_KEYS.of('u1'),
      JSON.stringify({
        past: { page: 9, pages: 6, zoom: 1, at: '2026-11-27T10:00:00.000Z' },
        zero: { page: 0, pages: 6, zoom: 1, at: '2026-11-27T10:00:00.000Z' },
        huge: { page: 1, pages: 6, zoom: 1e9, at: '2026-11-27T10:00:00.000Z' },
        text: { page: '1', pages: 6, zoom: 1, at: '2026-11-27T10:00:00.000Z' },
        fits: { page: 1, pages: 6, zoom: 1, fit: 'screen', at: '2026-11-27T10:00:00.000Z' },
        good: { page: 2, pages: 6, zoom: 1, at: '2026-11-27T10:00:00.000Z' },
        page: { page: 3, pages: 6, zoom: 0.6, fit: 'page', at: '2026-11-27T10:00:00.000Z' },
      }),
    );
    for (const id of ['past', 'zero', 'huge', 'text', 'fits']) {
      expect(readingPlace('u1', id)).toBeNull();
    }
    expect(readingPlace('u1', 'good')?.page).toBe(2);
    expect(readingPlace('u1', 'page')).toMatchObject({ page: 3, fit: 'page' });
    keepReadingPlace('u1', 'bad', { page: 7, pages: 6, zoom: 1 });
    expect(readingPlace('u1', 'bad')).toBeNull();

    localStorage.setItem(PLACE_KEYS.of('u1'), '[1, 2, 3]');
    expect(readingPlace('u1', '0')).toBeNull();
    localStorage.setItem(PLACE_KEYS.of('u1'), '{not json');
    keepReadingPlace('u1', 'f1', { page: 1, pages: 2, zoom: 1 });
    expect(readingPlace('u1', 'f1')?.page).toBe(1);
  });

  it(`keeps the ${PLACE_LIMIT} newest places`, () => {
    vi.useFakeTimers();
    for (let index = 0; index <= PLACE_LIMIT; index += 1) {
      vi.setSystemTime(Date.parse('2026-11-27T10:00:00.000Z') + index * 1000);
      keepReadingPlace('u1', `f${index}`, { page: 1, pages: 1, zoom: 1 });
    }
    expect(readingPlace('u1', 'f0')).toBeNull();
    expect(readingPlace('u1', 'f1')).not.toBeNull();
    expect(readingPlace('u1', `f${PLACE_LIMIT}`)).not.toBeNull();
    const kept = JSON.parse(localStorage.getItem(PLACE_KEYS.of('u1')) ?? '{}') as object;
    expect(Object.keys(kept)).toHaveLength(PLACE_LIMIT);
  });

  it('forgets every student’s place in a deleted file, with its marks', () => {
    keepReadingPlace('u1', 'f1', { page: 3, pages: 6, zoom: 1 });
    keepReadingPlace('u2', 'f1', { page: 1, pages: 6, zoom: 1 });
    keepReadingPlace('u1', 'f2', { page: 1, pages: 6, zoom: 1 });
    forgetMarks('notes_dsa', ['f1']);
    expect(readingPlace('u1', 'f1')).toBeNull();
    expect(readingPlace('u2', 'f1')).toBeNull();
    expect(readingPlace('u1', 'f2')).not.toBeNull();
    forgetReadingPlaces(['f2']);
    expect(localStorage.getItem(PLACE_KEYS.of('u1'))).toBeNull();
  });
});
