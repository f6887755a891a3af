import { slugTitleCase, slugUpperCase } from './slug-title';

describe('subject titles from slugs', () => {
  it('title-cases with hyphens as spaces', () => {
    expect(slugTitleCase('advance-dsa')).toBe('Advance Dsa');
    expect(slugTitleCase('ai-ml')).toBe('Ai Ml');
    expect(slugTitleCase('deep-learning-with-img-proc')).toBe('Deep Learning With Img Proc');
    expect(slugTitleCase('focs')).toBe('Focs');
  });

  it('upper-cases with hyphens as spaces', () => {
    expect(slugUpperCase('testing-and-verification')).toBe('TESTING AND VERIFICATION');
    expect(slugUpperCase('ai-ml')).toBe('AI ML');
  });
});
