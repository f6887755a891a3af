import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_OWN_SUBJECTS,
  keepBroughtSubjects,
  readOwnSubjects,
  saveOwnSubjects,
  withOwnSubjectsAlso,
  type OwnSubject,
} from './own-subjects-store';

const AT = '2026-12-01T10:00:00.000Z';
const subject = (name: string, semester: 1 | 2 = 2): OwnSubject => ({
  name,
  semester,
  addedAt: AT,
});
const store = (value: unknown) => localStorage.setItem('ownSubjects', JSON.stringify(value));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the own subjects kept on the device', () => {
  it('are none when absent, not JSON, or not a list', () => {
    expect(readOwnSubjects()).toEqual([]);
    localStorage.setItem('ownSubjects', '{nope');
    expect(readOwnSubjects()).toEqual([]);
    store({ name: 'Quantum Computing' });
    expect(readOwnSubjects()).toEqual([]);
  });

  it('leave out every entry a student could not have made, and each slug past its first', () => {
    store([
      subject('Quantum Computing'),
      subject('quantum computing'),
      subject('Quantum-Computing'),
      subject(''),
      subject('   '),
      subject(' Padded '),
      subject('!!!'),
      subject('x'.repeat(61)),
      subject('Evil\u202Egnp.exe'),
      subject('Line\nbreak'),
      { name: 'Semester three', semester: 3, addedAt: AT },
      { name: 'No date', semester: 1, addedAt: 'yesterday' },
      { name: 42, semester: 1, addedAt: AT },
      null,
      subject('Compilers', 1),
    ]);
    expect(readOwnSubjects()).toEqual([subject('Quantum Computing'), subject('Compilers', 1)]);
  });

  it('are bounded, however many are stored', () => {
    store(Array.from({ length: 500 }, (_, index) => subject(`Elective ${index}`)));
    expect(readOwnSubjects()).toHaveLength(MAX_OWN_SUBJECTS);
  });

  it('are read once per stored text: the same list while nothing changes', () => {
    saveOwnSubjects([subject('Compilers')]);
    const first = readOwnSubjects();
    expect(readOwnSubjects()).toBe(first);
    saveOwnSubjects([subject('Compilers'), subject('Robotics')]);
    expect(readOwnSubjects()).not.toBe(first);
  });

  it("take a backup's subjects in only while it is checked, writing nothing", () => {
    saveOwnSubjects([subject('Compilers')]);
    const seen = withOwnSubjectsAlso([subject('Robotics'), subject('compilers')], () =>
      readOwnSubjects().map(({ name }) => name),
    );
    expect(seen).toEqual(['Compilers', 'Robotics']);
    expect(readOwnSubjects().map(({ name }) => name)).toEqual(['Compilers']);
    expect(() =>
      withOwnSubjectsAlso([subject('Robotics')], () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(readOwnSubjects().map(({ name }) => name)).toEqual(['Compilers']);
  });

  it('keep the subjects brought that this device lacks, and say when storage refuses them', () => {
    saveOwnSubjects([subject('Compilers')]);
    expect(keepBroughtSubjects([subject('Robotics'), subject('Compilers', 1)])).toBe(true);
    expect(readOwnSubjects()).toEqual([subject('Compilers'), subject('Robotics')]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    // Nothing new: nothing to write, so nothing to refuse.
    expect(keepBroughtSubjects([subject('Robotics')])).toBe(true);
    expect(keepBroughtSubjects([subject('Graphics')])).toBe(false);
  });
});
