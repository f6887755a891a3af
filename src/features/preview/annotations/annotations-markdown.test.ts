import { describe, expect, it } from 'vitest';
import { annotationsMarkdown, markdownFileName } from './annotations-markdown';
import type { Annotation } from '../../../storage/marks-store';

const at = '2026-11-28T10:00:00.000Z';
const area = { x: 0.1, y: 0.1, width: 0.5, height: 0.02 };

describe('annotationsMarkdown', () => {
  it('lists quotes with their notes, page notes and bookmarks, page by page', () => {
    const list: Annotation[] = [
      { kind: 'note', id: 'n', page: 3, at, note: 'Learn the proof\nfor the mid-sem' },
      {
        kind: 'highlight',
        id: 'h',
        page: 2,
        at,
        colour: 'green',
        quote: 'Dijkstra relaxes each edge *once*',
        note: 'exam 2024 Q3',
        areas: [area],
      },
      { kind: 'bookmark', id: 'b', page: 2, at },
    ];
    expect(annotationsMarkdown('graphs.pdf', list)).toBe(
      [
        '# Notes on graphs.pdf',
        '',
        '## Page 2',
        '',
        '- Green highlight:',
        '  > Dijkstra relaxes each edge \\*once\\*',
        '',
        '  exam 2024 Q3',
        '',
        '- Bookmarked',
        '',
        '## Page 3',
        '',
        '- Note:',
        '  Learn the proof',
        '  for the mid-sem',
        '',
      ].join('\n'),
    );
  });

  it('names the file after the PDF', () => {
    expect(markdownFileName('week-3.PDF')).toBe('week-3 - notes.md');
  });
});
