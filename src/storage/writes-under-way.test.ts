import { describe, expect, it } from 'vitest';
import {
  afterWritesEverywhere,
  afterWritesHere,
  whileWriting,
  writesUnderWay,
} from './writes-under-way';

// jsdom has no Web Locks: these are the page's own count, which every browser also keeps.
describe('writes under way', () => {
  it('hold a reload until the last of them ends, however it ends', async () => {
    const ran: string[] = [];
    let endFirst = () => {};
    const first = whileWriting(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = whileWriting(() => Promise.reject(new Error('disk gone')));
    afterWritesHere(() => ran.push('here'));
    afterWritesEverywhere(() => ran.push('everywhere'));
    expect(await writesUnderWay()).toBe(true);
    await expect(second).rejects.toThrow('disk gone');
    expect(ran).toEqual([]);
    endFirst();
    await first;
    expect(ran).toEqual(['here', 'everywhere']);
    expect(await writesUnderWay()).toBe(false);
  });

  it('let a reload go at once when none is under way', () => {
    const ran: string[] = [];
    afterWritesHere(() => ran.push('here'));
    expect(ran).toEqual(['here']);
  });
});
