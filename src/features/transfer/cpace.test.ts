import { describe, expect, it } from 'vitest';
import { confirmationDigits, sameTag, startCPace } from './cpace';

const session = new Uint8Array(16).fill(3);
const exchange = (secret: string, channel = 'channel', role: 'initiator' | 'responder') =>
  startCPace({ secret, channel, session, role });

describe('CPace', () => {
  it('gives both sides one key and tags that prove it, from fresh shares each time', () => {
    const a = exchange('QXM49', 'channel', 'initiator');
    const b = exchange('QXM49', 'channel', 'responder');
    const keysA = a.finish(b.share);
    const keysB = b.finish(a.share);
    if (!keysA || !keysB) throw new Error('no keys');
    expect(sameTag(keysA.key, keysB.key)).toBe(true);
    expect(sameTag(keysA.ownTag, keysB.theirTag)).toBe(true);
    expect(sameTag(keysA.ownTag, keysA.theirTag)).toBe(false);
    expect(confirmationDigits(keysA.key)).toBe(confirmationDigits(keysB.key));
    expect(exchange('QXM49', 'channel', 'initiator').share).not.toEqual(a.share);
  });

  it.each([
    ['secret', 'QXM48', 'channel'],
    ['channel', 'QXM49', 'another channel'],
  ])('gives different keys when the %s differs', (_, secret, channel) => {
    const a = exchange('QXM49', 'channel', 'initiator');
    const b = exchange(secret, channel, 'responder');
    const keysA = a.finish(b.share);
    const keysB = b.finish(a.share);
    if (!keysA || !keysB) throw new Error('no keys');
    expect(sameTag(keysA.key, keysB.key)).toBe(false);
    expect(sameTag(keysA.theirTag, keysB.ownTag)).toBe(false);
  });

  it('refuses a share that is no group element, or the neutral one', () => {
    const a = exchange('QXM49', 'channel', 'initiator');
    expect(a.finish(new Uint8Array(32))).toBeNull();
    expect(a.finish(new Uint8Array(32).fill(255))).toBeNull();
    expect(a.finish(new Uint8Array(5))).toBeNull();
  });

  it('shows the key as six digits in two threes', () => {
    expect(confirmationDigits(new Uint8Array(64))).toMatch(/^\d{3} \d{3}$/);
    expect(confirmationDigits(new Uint8Array(64))).not.toBe(
      confirmationDigits(new Uint8Array(64).fill(1)),
    );
  });
});
