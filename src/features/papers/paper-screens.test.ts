import { uploadPapersScreen, viewPapersScreen } from './paper-screens';

describe('papers screens', () => {
  it('upload needs a known subject and a known paper type', () => {
    expect(uploadPapersScreen.scopeFrom?.({ subject: 'ai-ml', paperType: 'mid-sem' })).toEqual({
      subject: 'ai-ml',
      paperType: 'mid-sem',
    });
    expect(uploadPapersScreen.scopeFrom?.({ subject: 'ai-ml', paperType: 'final' })).toBeNull();
    expect(uploadPapersScreen.scopeFrom?.({ subject: 'dsa', paperType: 'mid-sem' })).toBeNull();
    expect(uploadPapersScreen.title({ subject: 'ai-ml', paperType: 'end-sem' })).toBe(
      'Upload End Semester Papers',
    );
  });

  it('the list reads any type but mid-sem as end-sem and titles the subject', () => {
    const scope = viewPapersScreen.scopeFrom?.({ subject: 'big-data', paperType: 'final' });
    expect(scope).toEqual({ subject: 'big-data', paperType: 'end-sem' });
    expect(viewPapersScreen.scopeFrom?.({ subject: 'nope', paperType: 'mid-sem' })).toBeNull();
    expect(viewPapersScreen.title({ subject: 'big-data', paperType: 'mid-sem' })).toBe(
      'Mid Semester Papers',
    );
    expect(viewPapersScreen.intro({ subject: 'big-data', paperType: 'mid-sem' })).toBe('Big Data');
    expect(viewPapersScreen.trail({ subject: 'big-data', paperType: 'mid-sem' })).toEqual([
      { label: 'Papers', to: '/question-papers' },
      { label: 'Semester 1' },
      { label: 'Big Data', to: '/question-papers/big-data' },
      { label: 'Mid Semester', to: undefined },
    ]);
  });
});
