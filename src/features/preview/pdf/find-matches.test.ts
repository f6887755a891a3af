import { describe, expect, it } from 'vitest';
import { everyPage, MatchTally, visitOrder } from './find-matches';

const visits = (pages: number[], from: number, direction: 1 | -1) =>
  [...visitOrder(pages, from, direction)].map(
    ({ page, wrapped }) => `${page}${wrapped ? '*' : ''}`,
  );

describe('visitOrder', () => {
  it('goes on to the end, then round to where it started', () => {
    expect(visits(everyPage(5), 3, 1)).toEqual(['4', '5', '1*', '2*', '3*']);
    expect(visits(everyPage(5), 3, -1)).toEqual(['2', '1', '5*', '4*', '3*']);
  });

  it('visits only the pages named, from a page that is not one of them', () => {
    expect(visits([60, 460, 1200], 500, 1)).toEqual(['1200', '60*', '460*']);
    expect(visits([60, 460, 1200], 500, -1)).toEqual(['460', '60', '1200*']);
    // A new find from page 460 in view: that page itself first.
    expect(visits([60, 460, 1200], 459, 1)).toEqual(['460', '1200', '60*']);
  });

  it('visits nothing in a document with no page to visit', () => {
    expect(visits([], 1, 1)).toEqual([]);
  });
});

describe('MatchTally', () => {
  it('counts the matches once every page is read, and places a match among them', () => {
    const tally = new MatchTally([2, 5, 9]);
    tally.know(5, 3);
    expect(tally.total()).toBeNull();
    expect(tally.ordinal({ page: 5, index: 1 })).toBeNull();
    tally.know(2, 4);
    expect(tally.ordinal({ page: 5, index: 1 })).toBe(6);
    expect(tally.ordinal({ page: 2, index: 0 })).toBe(1);
    tally.know(9, 0);
    expect(tally.total()).toBe(7);
    expect(tally.counted()).toBe(3);
  });
});
