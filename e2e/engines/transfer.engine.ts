/**
 * Send to another device, received in each engine: a Chromium profile sends a chunked note and a
 * small one over WebRTC, after the pairing's key exchange; the engine's profile, signed in as the
 * same student, stores them, and each comes back byte for byte (checked by hash). Paired, the two
 * then sync by themselves: a file uploaded on Chromium arrives with no code. An engine built
 * without WebRTC says so and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { writeRandomFile } from '../files';
import { writePdf } from '../sample-files';
import { engines, testFolder, withStudent } from './engines';
import {
  chooseBranch,
  createAccount,
  downloadHash,
  MB,
  ROUTES,
  sha256,
  signIn,
  upload,
} from './flows';

const testFile = testFolder('transfer');

/** The code the send screen shows, read off the page as a student reads it. */
const SHOWN_CODE = `() => {
  const code = document.querySelector('[aria-label^="Pairing code "]');
  return code ? code.textContent.replace(/\\s/g, '') : '';
}`;

describe.each(engines())('%s: receiving from another device', (engine) => {
  it('a chunked note and a small one arrive byte for byte (or, without WebRTC, nothing is written)', async () => {
    const account = await createAccount();
    const big = writeRandomFile(testFile(`${engine}-lecture.pdf`), 3 * MB + 11);
    const small = writePdf(testFile(`${engine}-graphs.pdf`), 2);
    await withStudent('chromium', async (sender) => {
      await signIn(sender, account);
      await chooseBranch(sender);
      await upload(sender, ROUTES.notes(), [big, small]);
      await sender.goto('/send');
      await sender.click('button', 'Show pairing code');
      let code = '';
      await sender.waitUntil('the pairing code', async () => {
        code = await sender.evaluate<string>(SHOWN_CODE);
        return code.length === 9;
      });

      await withStudent(engine, async (receiver) => {
        await signIn(receiver, account);
        await chooseBranch(receiver);
        await receiver.goto(`/receive?code=${code}`);
        // Debian's WebKitGTK is built without WebRTC (Safari has it): there the proof is that the
        // student is told so plainly and nothing is written.
        const hasWebRtc = await receiver.evaluate<boolean>(
          "() => typeof RTCPeerConnection !== 'undefined'",
        );
        await receiver.click('button', 'Receive files');
        if (!hasWebRtc) {
          await receiver.expectText(
            'This browser cannot connect to another device directly. Move your files with a backup instead, or use another browser.',
          );
          await receiver.goto(ROUTES.notes().view);
          await receiver.expectText('No files uploaded yet');
          return;
        }
        await receiver.expectText('Received 2 files.', 90_000);
        await sender.expectText('Sent 2 files to your other device.');
        const view = ROUTES.notes().view;
        expect(await downloadHash(receiver, view, `${engine}-lecture.pdf`)).toBe(await sha256(big));
        expect(await downloadHash(receiver, view, `${engine}-graphs.pdf`)).toBe(
          await sha256(small),
        );

        // Paired now: a file uploaded on the Chromium device reaches this one with no code.
        const later = writePdf(testFile(`${engine}-trees.pdf`), 3);
        await upload(sender, ROUTES.notes(), [later]);
        await receiver.goto(view);
        await receiver.expectText(`${engine}-trees.pdf`, 30_000);
        expect(await downloadHash(receiver, view, `${engine}-trees.pdf`)).toBe(await sha256(later));
      });
    });
  });
});
