import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, newPairingCode, peerIdOf, readPairingCode, spacedCode } from './pairing-code';

describe('pairing codes', () => {
  it('are 6 characters without look-alikes, and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, newPairingCode));
    expect(codes.size).toBeGreaterThan(195);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(CODE_LENGTH).toBe(6);
  });

  it('read back as typed, in any case and with spaces or dashes', () => {
    expect(readPairingCode(' k7p 2qx ')).toBe('K7P2QX');
    expect(readPairingCode('K7P-2QX')).toBe('K7P2QX');
    expect(readPairingCode('K7P2Q')).toBeNull();
    expect(readPairingCode('K7P2Q0')).toBeNull();
    expect(readPairingCode('K7P2QXX')).toBeNull();
  });

  it('are shown in two halves and name the sender at the pairing service', () => {
    expect(spacedCode('K7P2QX')).toBe('K7P 2QX');
    expect(peerIdOf('K7P2QX')).toBe('studyshelf-send-K7P2QX');
  });
});
