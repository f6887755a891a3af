import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ankiCsv, ankiFileName, subjectTag } from './anki-csv';

describe('ankiCsv', () => {
  it('writes Anki’s header lines, then one row per card with its tag', () => {
    const csv = ankiCsv([
      {
        front: 'Tarjan finds strongly connected […]',
        back: 'Tarjan finds strongly connected components',
        source: 'DSA · graphs.pdf, page 4',
        subject: 'DSA',
      },
      {
        front: 'Why, "once"?\nThink',
        back: '',
        source: 'Big Data · notes.pdf, page 2',
        subject: 'Big Data',
      },
    ]);
    const lines = csv.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '#separator:comma',
      '#html:false',
      '#columns:Front,Back,Tags',
      '#tags column:3',
    ]);
    const rows = Papa.parse<string[]>(lines.slice(4).join('\n'), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      [
        'Tarjan finds strongly connected […]',
        'Tarjan finds strongly connected components\n\nDSA · graphs.pdf, page 4',
        'StudyShelf::DSA',
      ],
      ['Why, "once"?\nThink', 'Big Data · notes.pdf, page 2', 'StudyShelf::Big_Data'],
    ]);
  });

  it('keeps a passage that looks like a formula from running in a spreadsheet', () => {
    const csv = ankiCsv([{ front: '=HYPERLINK("x")', back: '', source: 's', subject: '' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(subjectTag('  ')).toBe('StudyShelf');
  });

  it('names the file by the day', () => {
    expect(ankiFileName(new Date('2026-12-06T23:00:00Z'))).toBe('studyshelf-cards-2026-12-06.csv');
  });
});
