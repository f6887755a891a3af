import { describe, expect, it } from 'vitest';
import { progressText, secondsLeft, type TransferProgress } from './transfer-progress';

const MB = 1024 * 1024;
const at = (bytesDone: number, filesDone = 1): TransferProgress => ({
  filesDone,
  filesTotal: 3,
  bytesDone,
  bytesTotal: 30 * MB,
  startedAt: 1000,
});

describe('transfer progress', () => {
  it('says files, MB and the time left at the speed so far', () => {
    // 10 MB in 2 s: 20 MB more takes 4 s.
    expect(progressText(at(10 * MB), 3000)).toBe('1 of 3 files · 10.0 of 30.0 MB · about 4 s left');
  });

  it('gives minutes for a long wait, and no time before there is a speed to go by', () => {
    expect(progressText(at(0.1 * MB, 0), 3000)).toBe(
      '0 of 3 files · 0.1 of 30.0 MB · about 10 min left',
    );
    expect(secondsLeft(at(0), 5000)).toBeNull();
    expect(progressText(at(5 * MB), 1200)).toBe('1 of 3 files · 5.0 of 30.0 MB');
  });

  it('names one file as one', () => {
    expect(progressText({ ...at(MB), filesTotal: 1, bytesTotal: MB }, 3000)).toBe(
      '1 of 1 file · 1.0 of 1.0 MB · about 0 s left',
    );
  });
});
