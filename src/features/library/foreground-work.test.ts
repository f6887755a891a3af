import { describe, expect, it } from 'vitest';
import { holdForeground, isForegroundBusy, onForegroundChange } from './foreground-work';

describe('foreground work', () => {
  it('says busy while anything holds it, and tells listeners of each change once', () => {
    const heard: boolean[] = [];
    const stop = onForegroundChange((busy) => heard.push(busy));
    const first = holdForeground();
    const second = holdForeground();
    expect(isForegroundBusy()).toBe(true);
    first();
    first();
    expect(isForegroundBusy()).toBe(true);
    second();
    expect(isForegroundBusy()).toBe(false);
    stop();
    holdForeground()();
    expect(heard).toEqual([true, false]);
  });
});
