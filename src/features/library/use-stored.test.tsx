import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceChange } from '../../storage/changes';
import { useStored } from './use-stored';

const isNumber = (value: unknown): value is number => typeof value === 'number';
const readCount = () => {
  const stored: unknown = JSON.parse(localStorage.getItem('count') ?? '0');
  return { count: isNumber(stored) ? stored : 0 };
};
/** A write through the storage layer: stored, then announced. */
function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
  announceChange(key);
}
const isCountKey = (key: string) => key === 'count';

afterEach(() => localStorage.clear());

describe('a stored value a view follows', () => {
  it('follows writes in this tab and keeps its value across renders until its key changes', () => {
    const { result, rerender } = renderHook(() => useStored(readCount, isCountKey));
    const first = result.current;
    expect(first).toEqual({ count: 0 });
    rerender();
    expect(result.current).toBe(first);

    act(() => void writeJson('other', 1));
    expect(result.current).toBe(first);

    act(() => void writeJson('count', 2));
    expect(result.current).toEqual({ count: 2 });
  });

  it("follows another tab's writes, and a clear of the whole storage", () => {
    const { result } = renderHook(() => useStored(readCount, isCountKey));
    localStorage.setItem('count', '5');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'count' })));
    expect(result.current).toEqual({ count: 5 });

    localStorage.clear();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(result.current).toEqual({ count: 0 });
  });

  it('stops listening once the view is gone', () => {
    const read = vi.fn(readCount);
    const { unmount } = renderHook(() => useStored(read, isCountKey));
    const reads = read.mock.calls.length;
    unmount();
    writeJson('count', 3);
    expect(read).toHaveBeenCalledTimes(reads);
  });
});
