import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  newPairingCode,
  peerIdOf,
  readPairingCode,
  secretOf,
  spacedCode,
} from './pairing-code';

describe('pairing codes', () => {
  it('are 9 characters without look-alikes, and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, newPairingCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
    expect(CODE_LENGTH).toBe(9);
  });

  it('read back as typed, in any case and with spaces or dashes', () => {
    expect(readPairingCode(' k7p 2qx m49 ')).toBe('K7P2QXM49');
    expect(readPairingCode('K7P-2QX-M49')).toBe('K7P2QXM49');
    expect(readPairingCode('K7P2QXM4')).toBeNull();
    expect(readPairingCode('K7P2QXM40')).toBeNull();
    expect(readPairingCode('K7P2QXM499')).toBeNull();
  });

  it('are shown in threes; the pairing service sees a hash of the first 4 and never the secret', () => {
    expect(spacedCode('K7P2QXM49')).toBe('K7P 2QX M49');
    expect(secretOf('K7P2QXM49')).toBe('QXM49');
    const id = peerIdOf('K7P2QXM49');
    expect(id).toMatch(/^studyshelf-[0-9a-f]{32}$/);
    // Two codes that share the first part meet at one name: the secret part is not in it.
    expect(peerIdOf('K7P2AAAAA')).toBe(id);
    expect(peerIdOf('K7P3QXM49')).not.toBe(id);
    expect(id).not.toContain('K7P2');
  });
});
