import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notesSemesters } from '../../notes/notes-subjects';
import { paperBookSemesters } from './paper-book-subjects';

// Vitest runs from the project root; it turns CSS imports into nothing, so read the file itself.
const theme = readFileSync(join(process.cwd(), 'src/index.css'), 'utf8');
const accents = new Set([...theme.matchAll(/--color-(accent-[a-z]+):/g)].map((match) => match[1]));

describe('subject colours', () => {
  it('come from the accent tokens of the theme, so every card band is drawn', () => {
    expect(accents.size).toBeGreaterThan(10);
    const subjects = [...notesSemesters(), ...paperBookSemesters((id) => `/${id}`)()].flatMap(
      (semester) => semester.subjects,
    );
    expect(subjects.length).toBeGreaterThan(30);
    for (const subject of subjects) {
      expect(subject.colour).toMatch(/^bg-accent-[a-z]+$/);
      expect(accents).toContain(subject.colour.slice('bg-'.length));
    }
  });
});
