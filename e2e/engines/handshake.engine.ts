/**
 * The signed handshake of two paired devices (src/features/transfer/devices/device-handshake.ts)
 * in each engine's JavaScript, with this device's identity kept in the engine's own IndexedDB:
 * proven after a reload, an impostor refused. (Debian's WebKitGTK has no WebRTC, so the handshake
 * over a real channel runs in Firefox only, in transfer.engine.ts; this proves its cryptography and
 * the identity's storage in WebKit too.)
 */
import { describe, expect, it } from 'vitest';
import { engines, withStudent } from './engines';
import { pageBundle } from './page-bundle';

describe.each(engines())('%s: the handshake of paired devices', (engine) => {
  it('proves this device by the key it keeps in IndexedDB, after a reload too, and refuses an impostor', async () => {
    const script = await pageBundle('e2e/engines/handshake-page.ts', 'Handshake');
    await withStudent(engine, async (page) => {
      await page.goto('/');
      const run = `async function () { ${script}; return Handshake.handshakeInPage('uid-engine'); }`;
      const first = await page.evaluate<{
        id: string;
        sameIdentity: boolean;
        proven: boolean;
        impostorProven: boolean;
      }>(run);
      expect(first).toMatchObject({ sameIdentity: true, proven: true, impostorProven: false });
      await page.reload();
      // The key pair kept in IndexedDB is the one a later page signs with.
      expect(await page.evaluate<{ id: string; proven: boolean }>(run)).toMatchObject({
        id: first.id,
        proven: true,
      });
    });
  });
});
