import { findNotesSubject, notesSemesters } from './notes-subjects';

describe('notes subjects', () => {
  it('has the spec’s 7 + 10 subjects in order, with slugs as ids', () => {
    const [first, second] = notesSemesters();
    expect(first?.subjects.map((s) => s.name)).toEqual([
      'DSA',
      'Distributed System',
      'IoT',
      'AI-ML',
      'FOCS',
      'Big Data',
      'Pattern Recognition',
    ]);
    expect(second?.subjects.map((s) => s.id)).toEqual([
      'testing-and-verification',
      'game-theory',
      'deep-learning',
      'cryptography',
      'deep-learning-with-img-processing',
      'online-algorithms',
      'soft-computing',
      'cognitive-science',
      'computational-geometry',
      'quantum-theory',
    ]);
    expect(notesSemesters().map((s) => [s.id, s.name])).toEqual([
      [1, 'Semester 1'],
      [2, 'Semester 2'],
    ]);
  });

  it('gives every subject a full name, a description, a colour and its notes path', () => {
    for (const subject of notesSemesters().flatMap((s) => s.subjects)) {
      expect(subject.fullName.length).toBeGreaterThan(2);
      expect(subject.description.length).toBeGreaterThan(20);
      expect(subject.colour).toMatch(/^bg-/);
      expect(subject.path).toBe(`/view-notes/${subject.id}`);
    }
  });

  it('finds a subject by slug only', () => {
    expect(findNotesSubject('ai-ml')?.name).toBe('AI-ML');
    expect(findNotesSubject('AI-ML')).toBeUndefined();
    expect(findNotesSubject('advance-dsa')).toBeUndefined();
    expect(findNotesSubject(undefined)).toBeUndefined();
  });
});
