import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './device-name';
import { seenText } from './use-paired-devices';

describe('a device’s name', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['curl/8.0', 'A browser'],
  ])('from %s is %s', (agent, name) => {
    expect(deviceNameOf(agent)).toBe(name);
  });
});

describe('when a device was last seen', () => {
  it('reads as a person would say it', () => {
    const now = Date.parse('2026-12-06T12:00:00.000Z');
    expect(seenText('2026-12-06T11:59:40.000Z', now)).toBe('just now');
    expect(seenText('2026-12-06T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(seenText('2026-12-06T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(seenText('2026-12-03T12:00:00.000Z', now)).toBe('3 days ago');
  });
});
