import { afterEach, describe, expect, it } from 'vitest';
import {
  allAnnotations,
  annotationsOf,
  ANNOTATIONS_PER_FILE,
  keepAnnotation,
  mergeAnnotations,
  removeAnnotation,
  type Annotation,
  type Highlight,
} from './annotations-store';
import { ANNOTATION_KEYS } from './student-keys';
import { forgetMarks } from './marks-store';

afterEach(() => localStorage.clear());

const at = '2026-11-28T10:00:00.000Z';
const highlight = (id: string, page = 2): Highlight => ({
  kind: 'highlight',
  id,
  page,
  at,
  colour: 'yellow',
  quote: 'Dijkstra relaxes each edge once',
  note: '',
  areas: [{ x: 0.1, y: 0.2, width: 0.5, height: 0.03 }],
});

describe('annotations-store', () => {
  it('keeps highlights, notes and bookmarks per student and file, by page', () => {
    expect(keepAnnotation('u1', 'f1', highlight('h1', 3))).toBe(true);
    keepAnnotation('u1', 'f1', { kind: 'bookmark', id: 'b1', page: 1, at });
    keepAnnotation('u1', 'f1', { kind: 'note', id: 'n1', page: 2, at, note: 'revise this' });
    keepAnnotation('u2', 'f1', highlight('h9'));
    expect(annotationsOf('u1', 'f1').map(({ id }) => id)).toEqual(['b1', 'n1', 'h1']);
    expect(annotationsOf('u2', 'f1').map(({ id }) => id)).toEqual(['h9']);
    expect(annotationsOf('u1', 'f2')).toEqual([]);

    // Edited in place; removed.
    keepAnnotation('u1', 'f1', { ...highlight('h1', 3), note: 'exam question' });
    expect(annotationsOf('u1', 'f1').find(({ id }) => id === 'h1')).toMatchObject({
      note: 'exam question',
    });
    removeAnnotation('u1', 'f1', 'n1');
    expect(annotationsOf('u1', 'f1').map(({ id }) => id)).toEqual(['b1', 'h1']);
    expect([...allAnnotations('u1').keys()]).toEqual(['f1']);
  });

  it('refuses what is malformed, and reads a crafted entry as absent', () => {
    expect(keepAnnotation('u1', 'f1', { ...highlight('h1'), areas: [] })).toBe(false);
    expect(keepAnnotation('u1', 'f1', { kind: 'note', id: 'n', page: 1, at, note: ' ' })).toBe(
      false,
    );
    localStorage.setItem(
      ANNOTATION_KEYS.of('u1'),
      JSON.stringify({
        f1: [
          { ...highlight('ok'), extra: '<script>' },
          { ...highlight('far'), areas: [{ x: 2, y: 0, width: 1, height: 1 }] },
          { ...highlight('long'), quote: 'x'.repeat(100_000) },
          { kind: 'bookmark', id: 'p0', page: 0, at },
          { kind: 'stamp', id: 's', page: 1, at },
          highlight('ok'),
        ],
        f2: 'not a list',
      }),
    );
    const read = annotationsOf('u1', 'f1');
    expect(read.map(({ id }) => id)).toEqual(['ok']);
    expect(read[0]).not.toHaveProperty('extra');
    expect(annotationsOf('u1', 'f2')).toEqual([]);
    localStorage.setItem(ANNOTATION_KEYS.of('u1'), '[1,2');
    expect(annotationsOf('u1', 'f1')).toEqual([]);
  });

  it('merges a restored list by id, keeping what the device has, within the limit', () => {
    keepAnnotation('u1', 'f1', { ...highlight('h1'), note: 'newer on this device' });
    const incoming: Annotation[] = [
      { ...highlight('h1'), note: 'older' },
      highlight('h2'),
      { kind: 'bookmark', id: 'b1', page: 4, at },
    ];
    expect(mergeAnnotations('u1', 'f1', incoming)).toBe(2);
    expect(mergeAnnotations('u1', 'f1', incoming)).toBe(0);
    const list = annotationsOf('u1', 'f1');
    expect(list).toHaveLength(3);
    expect(list.find(({ id }) => id === 'h1')).toMatchObject({ note: 'newer on this device' });

    const many = Array.from({ length: ANNOTATIONS_PER_FILE + 5 }, (_, i) => highlight(`m${i}`));
    mergeAnnotations('u1', 'f3', many);
    expect(annotationsOf('u1', 'f3')).toHaveLength(ANNOTATIONS_PER_FILE);
    expect(keepAnnotation('u1', 'f3', highlight('one-more'))).toBe(false);
  });

  it('forgets every student’s annotations of a deleted file with its marks', () => {
    keepAnnotation('u1', 'f1', highlight('h1'));
    keepAnnotation('u2', 'f1', highlight('h2'));
    keepAnnotation('u1', 'f2', highlight('h3'));
    forgetMarks('notes_dsa', ['f1']);
    expect(annotationsOf('u1', 'f1')).toEqual([]);
    expect(annotationsOf('u2', 'f1')).toEqual([]);
    expect(localStorage.getItem(ANNOTATION_KEYS.of('u2'))).toBeNull();
    expect(annotationsOf('u1', 'f2')).toHaveLength(1);
  });
});
