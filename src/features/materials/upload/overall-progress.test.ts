import { overallProgress } from './overall-progress';

const MB = 1024 * 1024;

describe('overallProgress', () => {
  it('counts each file’s bytes by the percent it reached', () => {
    const sizes = new Map([
      ['a', 10 * MB],
      ['b', 30 * MB],
    ]);
    const progress = overallProgress(
      sizes,
      new Map([
        ['a', 100],
        ['b', 50],
      ]),
      500,
    );
    expect(progress).toEqual({ storedBytes: 25 * MB, totalBytes: 40 * MB, secondsLeft: null });
  });

  it('tells the time left from the rate so far, once the upload is large and a second old', () => {
    const sizes = new Map([['big', 60 * MB]]);
    expect(overallProgress(sizes, new Map([['big', 25]]), 2000).secondsLeft).toBe(6);
    expect(overallProgress(sizes, new Map([['big', 0]]), 2000).secondsLeft).toBeNull();
    expect(
      overallProgress(new Map([['small', 5 * MB]]), new Map([['small', 50]]), 2000).secondsLeft,
    ).toBeNull();
  });
});
