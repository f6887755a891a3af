import { parseRoutePattern } from './route-patterns';

describe('parseRoutePattern', () => {
  it('parses a pattern as wouter does, once: the same parse is given again', () => {
    const first = parseRoutePattern('/view-papers/:subject/:paperType');
    expect(first.keys).toEqual(['subject', 'paperType']);
    expect(first.pattern.exec('/view-papers/big-data/mid-sem')?.slice(1)).toEqual([
      'big-data',
      'mid-sem',
    ]);
    expect(parseRoutePattern('/view-papers/:subject/:paperType')).toBe(first);
  });

  it('keeps a loose parse (a nest) apart from an exact one', () => {
    const exact = parseRoutePattern('/subjects');
    const loose = parseRoutePattern('/subjects', true);
    expect(loose).not.toBe(exact);
    expect(exact.pattern.test('/subjects/dsa')).toBe(false);
    expect(loose.pattern.test('/subjects/dsa')).toBe(true);
  });
});
