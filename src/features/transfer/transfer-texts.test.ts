import { describe, expect, it } from 'vitest';
import { progressText } from './transfer-progress';
import { pairingFailureText, transferTexts } from './transfer-texts';

describe('what a transfer says', () => {
  it('counts files, MB and the time left at the speed so far', () => {
    const MB = 1024 * 1024;
    const progress = { filesDone: 1, filesTotal: 3, bytesDone: 10 * MB, bytesTotal: 40 * MB };
    expect(progressText({ ...progress, startedAt: 0 }, 2_000)).toBe(
      '1 of 3 files · 10.0 of 40.0 MB · about 6 s left',
    );
    expect(progressText({ ...progress, bytesDone: MB, startedAt: 0 }, 10_000)).toBe(
      '1 of 3 files · 1.0 of 40.0 MB · about 7 min left',
    );
    expect(progressText({ ...progress, bytesDone: 0, startedAt: 0 }, 2_000)).toBe(
      '1 of 3 files · 0.0 of 40.0 MB',
    );
  });

  it('says what arrived, what was there already and what the sender lacked', () => {
    const none = { stored: 0, skipped: 0, missing: 0, inTrash: 0 };
    expect(transferTexts.received({ ...none, stored: 3 })).toBe('Received 3 files.');
    expect(transferTexts.received({ ...none, stored: 1, skipped: 1 })).toBe(
      'Received 1 file. 1 file was already on this device.',
    );
    expect(transferTexts.received({ ...none, skipped: 2, missing: 1 })).toBe(
      'No new files arrived. 2 files were already on this device. 1 file could not be read on the other device and was left out.',
    );
    expect(transferTexts.received({ ...none, stored: 1, inTrash: 1 })).toBe(
      'Received 1 file. 1 file in your Trash was left out: restore it from the Trash.',
    );
    expect(transferTexts.received({ ...none, skipped: 1, inTrash: 2 })).toBe(
      'No new files arrived. 1 file was already on this device. 2 files in your Trash were left out: restore them from the Trash.',
    );
    expect(transferTexts.sent(0, 3)).toBe('Your other device had every file already.');
    expect(transferTexts.sent(2, 1)).toBe(
      'Sent 2 files to your other device. It had 1 file already.',
    );
  });

  it('names each pairing failure', () => {
    expect(pairingFailureText('no-device', 'K7P2QX')).toContain('K7P 2QX');
    expect(pairingFailureText('unsupported', 'K7P2QX')).toBe(transferTexts.unsupported);
    expect(pairingFailureText('no-route', 'K7P2QX')).toBe(transferTexts.noRoute);
    expect(pairingFailureText('unreachable', 'K7P2QX')).toBe(transferTexts.unreachable);
  });
});
