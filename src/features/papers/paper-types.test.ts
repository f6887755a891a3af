import { isPaperType, viewedPaperType } from './paper-types';

describe('paper types', () => {
  it('accepts only mid-sem and end-sem', () => {
    expect(isPaperType('mid-sem')).toBe(true);
    expect(isPaperType('end-sem')).toBe(true);
    expect(isPaperType('MID-SEM')).toBe(false);
    expect(isPaperType('final')).toBe(false);
    expect(isPaperType(undefined)).toBe(false);
  });

  it('shows mid-sem as Mid Semester and anything else as End Semester', () => {
    expect(viewedPaperType('mid-sem')).toMatchObject({ id: 'mid-sem', heading: 'Mid Semester' });
    expect(viewedPaperType('end-sem')).toMatchObject({ id: 'end-sem', heading: 'End Semester' });
    expect(viewedPaperType('final')).toMatchObject({ id: 'end-sem', heading: 'End Semester' });
  });
});
