import { describe, expect, it } from 'vitest';
import { signallingUrlFor } from './signalling-instance';

const urls = ['https://a.example/', 'https://b.example/', 'https://c.example/'];

describe('the pairing service instance of a student', () => {
  it('is the same for every device of one student, and spreads students over the instances', () => {
    expect(signallingUrlFor('uid-1', urls)).toBe(signallingUrlFor('uid-1', [...urls]));
    const counts = new Map<string, number>();
    for (let index = 0; index < 3000; index += 1) {
      const url = signallingUrlFor(`uid-${index}`, urls);
      counts.set(url, (counts.get(url) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(urls);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });

  it('is the only one when there is one', () => {
    expect(signallingUrlFor('uid-1', ['http://127.0.0.1:9000/'])).toBe('http://127.0.0.1:9000/');
  });
});
