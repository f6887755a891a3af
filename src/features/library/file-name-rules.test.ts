import { describe, expect, it } from 'vitest';
import { isActiveType, nameProblem } from './file-name-rules';

describe("a file's name and type from outside", () => {
  it('refuses paths, control characters and direction controls, and keeps marks', () => {
    expect(nameProblem('Week 3 – Graphs.pdf')).toBeNull();
    expect(nameProblem('../a.pdf')).toBe('separator');
    expect(nameProblem('a\u0007.pdf')).toBe('separator');
    expect(nameProblem('a\u009b.pdf')).toBe('separator');
    expect(nameProblem('invoice\u202efdp.exe')).toBe('direction');
    expect(nameProblem('a\u2067b.pdf')).toBe('direction');
    expect(nameProblem('ملاحظات\u200f.pdf')).toBeNull();
  });

  it('knows the types a browser runs from the types of documents', () => {
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'TEXT/HTML; charset=utf-8',
      'text/javascript',
      'multipart/related',
    ])
      expect(isActiveType(type)).toBe(true);
    for (const type of [
      '',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/epub+zip',
      'text/plain',
      'text/csv',
      'image/png',
    ])
      expect(isActiveType(type)).toBe(false);
  });
});
