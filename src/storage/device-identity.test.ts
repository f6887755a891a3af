import { describe, expect, it } from 'vitest';
import { deviceIdentity, deviceIdOf, signedBy } from './device-identity';

const bytes = (text: string) => new TextEncoder().encode(text);

describe("this device's identity", () => {
  it('is made once, signs, and is known by a hash of its public key', async () => {
    const self = await deviceIdentity();
    expect(self.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await deviceIdentity()).toBe(await deviceIdentity());
    expect(await deviceIdOf(self.publicKey)).toBe(self.id);
    const signature = await self.sign(bytes('handshake'));
    expect(await signedBy(self.publicKey, bytes('handshake'), signature)).toBe(true);
    expect(await signedBy(self.publicKey, bytes('handshakf'), signature)).toBe(false);
  });

  it('refuses what is no key, and a signature of another key', async () => {
    expect(await deviceIdOf('not base64!')).toBeNull();
    expect(await deviceIdOf(btoa('short'))).toBeNull();
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const signature = new Uint8Array(
      await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        other.privateKey,
        bytes('handshake'),
      ),
    );
    const self = await deviceIdentity();
    expect(await signedBy(self.publicKey, bytes('handshake'), signature)).toBe(false);
  });
});
