import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkSlices, prepareChunkSlices, type IdleScheduler } from './chunk-slices';
import { bytesOf, lazyFile, MB, patternByte } from './test-support';

/** An idle scheduler the test runs by hand: each run gives the work `slicesPerSlot` slices' time. */
function manualIdle(slicesPerSlot: number) {
  const queue: Parameters<IdleScheduler>[0][] = [];
  const schedule: IdleScheduler = (work) => queue.push(work);
  const runSlot = () => {
    const work = queue.shift();
    let left = slicesPerSlot;
    work?.(() => (left-- > 0 ? 10 : 0));
  };
  return { schedule, runSlot, waiting: () => queue.length };
}

afterEach(() => vi.restoreAllMocks());

describe('chunkSlices', () => {
  it('cuts a file into 1 MB slices, the last one short', async () => {
    const slices = chunkSlices(lazyFile('a.pdf', 2 * MB + 1));
    expect(slices.map((slice) => slice.size)).toEqual([MB, MB, 1]);
    expect(await bytesOf(slices.at(-1) ?? new Blob())).toEqual(new Uint8Array([patternByte(2 * MB)]));
  });

  it('gives exactly 1 MB one slice and an empty file none', () => {
    expect(chunkSlices(lazyFile('a.pdf', MB))).toHaveLength(1);
    expect(chunkSlices(lazyFile('b.pdf', 0))).toHaveLength(0);
  });
});

describe('prepareChunkSlices', () => {
  it('makes the slices in idle slots, only as many as each slot has time for', () => {
    const file = lazyFile('a.pdf', 5 * MB);
    const slice = vi.spyOn(file, 'slice');
    const idle = manualIdle(2);
    prepareChunkSlices(file, idle.schedule);
    expect(slice).not.toHaveBeenCalled();
    idle.runSlot();
    expect(slice).toHaveBeenCalledTimes(2);
    idle.runSlot();
    idle.runSlot();
    expect(slice).toHaveBeenCalledTimes(5);
    expect(idle.waiting()).toBe(0);
  });

  it('hands the slices made ahead to the save, and makes only the rest at the save', () => {
    const file = lazyFile('a.pdf', 4 * MB);
    const slice = vi.spyOn(file, 'slice');
    const idle = manualIdle(3);
    prepareChunkSlices(file, idle.schedule);
    idle.runSlot();
    const made = slice.mock.results.map(({ value }) => value as Blob);
    const slices = chunkSlices(file);
    made.forEach((blob, index) => expect(slices[index]).toBe(blob));
    expect(slice.mock.calls).toEqual([
      [0, MB],
      [MB, 2 * MB],
      [2 * MB, 3 * MB],
      [3 * MB, 4 * MB],
    ]);
    // The idle work still queued finds nothing left to do.
    idle.runSlot();
    expect(slice).toHaveBeenCalledTimes(4);
  });

  it('prepares a file once, however often it is picked', () => {
    const file = lazyFile('a.pdf', 3 * MB);
    const idle = manualIdle(10);
    prepareChunkSlices(file, idle.schedule);
    prepareChunkSlices(file, idle.schedule);
    expect(idle.waiting()).toBe(1);
  });
});
