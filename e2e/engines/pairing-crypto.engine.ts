/**
 * The key exchange of pairing (src/features/transfer/cpace.ts, @noble/curves on ristretto255) in
 * each engine's JavaScript: the engine's page runs the receiving side, this test runs the sending
 * side with the same module in Node, and the two must agree on the key, the tags and the digits,
 * and disagree when the secret differs. (Debian's WebKitGTK has no WebRTC, so a whole pairing runs
 * in Firefox only, in transfer.engine.ts; this proves the cryptography in WebKit too.)
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { confirmationDigits, sameTag, startCPace } from '../../src/features/transfer/cpace';
import { engines, withStudent } from './engines';
import { pageBundle } from './page-bundle';

const SESSION = new Uint8Array(16).fill(9);
const CHANNEL = JSON.stringify(['StudyShelf pairing', 2, 'uid-1', 'AA:01', 'BB:02']);

describe.each(engines())('%s: the key exchange of pairing', (engine) => {
  it('agrees with the same exchange in Node on the key, the tags and the digits; a wrong secret does not', async () => {
    const script = await pageBundle('src/features/transfer/cpace.ts', 'CPace');
    await withStudent(engine, async (page) => {
      await page.goto('/');
      for (const [typed, matches] of [
        ['QXM49', true],
        ['QXM48', false],
      ] as const) {
        const share = await page.evaluate<string>(`function () {
          ${script};
          const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
          window.pairing = CPace.startCPace({
            secret: ${JSON.stringify(typed)},
            channel: ${JSON.stringify(CHANNEL)},
            session: new Uint8Array(${JSON.stringify([...SESSION])}),
            role: 'initiator',
          });
          window.toHex = toHex;
          window.CPace = CPace;
          return toHex(window.pairing.share);
        }`);
        const sender = startCPace({
          secret: 'QXM49',
          channel: CHANNEL,
          session: SESSION,
          role: 'responder',
        });
        const keys = sender.finish(hexToBytes(share));
        if (!keys) throw new Error(`${engine} sent no group element`);
        const answer = await page.evaluate<{
          proved: boolean;
          tag: string;
          digits: string;
        }>(`function () {
          const fromHex = (hex) => new Uint8Array(hex.match(/../g).map((pair) => parseInt(pair, 16)));
          const keys = window.pairing.finish(fromHex(${JSON.stringify(bytesToHex(sender.share))}));
          return {
            proved: CPace.sameTag(keys.theirTag, fromHex(${JSON.stringify(bytesToHex(keys.ownTag))})),
            tag: window.toHex(keys.ownTag),
            digits: CPace.confirmationDigits(keys.key),
          };
        }`);
        expect(answer.proved).toBe(matches);
        expect(sameTag(keys.theirTag, hexToBytes(answer.tag))).toBe(matches);
        expect(answer.digits === confirmationDigits(keys.key)).toBe(matches);
      }
    });
  });
});
