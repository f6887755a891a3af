import { describe, expect, it } from 'vitest';
import { choose, keepListed, NOTHING_SELECTED } from './selection';

const shown = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('choosing files of a list', () => {
  it('toggles one file with a click, and makes it the anchor', () => {
    const one = choose(NOTHING_SELECTED, shown, 'b', false);
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(choose(one, shown, 'b', false))).toEqual([]);
  });

  it('chooses every file from the anchor with Shift, in either direction, keeping the others', () => {
    const first = choose(NOTHING_SELECTED, shown, 'b', false);
    expect(ids(choose(first, shown, 'd', true))).toEqual(['b', 'c', 'd']);
    const fromE = choose(choose(NOTHING_SELECTED, shown, 'a', false), shown, 'e', false);
    expect(ids(choose(fromE, shown, 'c', true))).toEqual(['a', 'c', 'd', 'e']);
  });

  it('treats a Shift-click with no anchor shown as a click', () => {
    expect(ids(choose(NOTHING_SELECTED, shown, 'c', true))).toEqual(['c']);
    const hidden = { ids: new Set(['z']), anchor: 'z' };
    expect(ids(choose(hidden, shown, 'c', true))).toEqual(['c', 'z']);
  });

  it('forgets files no longer listed, and keeps the same selection when all are', () => {
    const selection = { ids: new Set(['a', 'c']), anchor: 'c' };
    expect(keepListed(selection, new Set(shown))).toBe(selection);
    const kept = keepListed(selection, new Set(['a', 'b']));
    expect(ids(kept)).toEqual(['a']);
    expect(kept.anchor).toBeNull();
  });
});
