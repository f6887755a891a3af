import { describe, expect, it } from 'vitest';
import { holdReading, isReading, onReadingChange } from './reading-now';

describe('reading now', () => {
  it('says reading while any viewer holds it, and tells listeners of each change once', () => {
    const heard: boolean[] = [];
    const stop = onReadingChange((reading) => heard.push(reading));
    const first = holdReading();
    const second = holdReading();
    expect(isReading()).toBe(true);
    first();
    first();
    expect(isReading()).toBe(true);
    second();
    expect(isReading()).toBe(false);
    stop();
    holdReading()();
    expect(heard).toEqual([true, false]);
  });
});
