import { paperBookSemesters } from './paper-book-subjects';
import { findSubject } from './subject-entry';

const semesters = paperBookSemesters((id) => `/somewhere/${id}`)();

describe('paper and book subjects', () => {
  it('lists the spec subjects, 7 in semester 1 and 10 in semester 2, in order', () => {
    expect(semesters.map((s) => [s.id, s.name])).toEqual([
      [1, 'Semester 1'],
      [2, 'Semester 2'],
    ]);
    expect(semesters[0]?.subjects.map((s) => s.name)).toEqual([
      'Advance DSA',
      'Distributed System',
      'AI-ML',
      'FOCS',
      'IOT',
      'Big Data',
      'Pattern Recognition',
    ]);
    expect(semesters[1]?.subjects.map((s) => s.name)).toEqual([
      'Soft Computing',
      'Deep Learning',
      'Deep Learning with Img Proc',
      'Game Theory',
      'Online Algorithm',
      'Cognitive Science',
      'CryptoGraphy',
      'Computation Geometry',
      'Quantum Theory',
      'Testing and Verification',
    ]);
  });

  it('gives each subject its slug as id and the path built from it', () => {
    const all = semesters.flatMap((s) => s.subjects);
    expect(all.map((s) => s.id)).toEqual([
      'advance-dsa',
      'distributed-system',
      'ai-ml',
      'focs',
      'iot',
      'big-data',
      'pattern-recognition',
      'soft-computing',
      'deep-learning',
      'deep-learning-with-img-proc',
      'game-theory',
      'online-algorithm',
      'cognitive-science',
      'cryptography',
      'computation-geometry',
      'quantum-theory',
      'testing-and-verification',
    ]);
    for (const subject of all) {
      expect(subject.path).toBe(`/somewhere/${subject.id}`);
      expect(subject.fullName.length).toBeGreaterThan(0);
      expect(subject.description.length).toBeGreaterThan(0);
      expect(subject.colour).toMatch(/^bg-accent-[a-z]+$/);
    }
  });

  it('finds a subject by slug only', () => {
    expect(findSubject(semesters, 'ai-ml')?.name).toBe('AI-ML');
    expect(findSubject(semesters, 'testing-and-verification')?.name).toBe(
      'Testing and Verification',
    );
    expect(findSubject(semesters, 'AI-ML')).toBeUndefined();
    expect(findSubject(semesters, 'dsa')).toBeUndefined();
    expect(findSubject(semesters, undefined)).toBeUndefined();
  });
});
