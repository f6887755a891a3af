import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, readAsDataUrl } from './data-url';
import { FileMissingError } from './errors';
import { bytesOf, patternBytes, realFile } from '../testing/stored-files';

describe('readAsDataUrl and dataUrlToBlob', () => {
  it('round-trips every byte value', async () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    const dataUrl = await readAsDataUrl(new File([bytes], 'all.bin'));
    expect(dataUrl).toMatch(/^data:[^,]*;base64,/);
    const blob = dataUrlToBlob(dataUrl, 'application/octet-stream');
    expect(await bytesOf(blob)).toEqual(bytes);
  });

  it('round-trips a larger file', async () => {
    const file = realFile('notes.pdf', 100_001, 'application/pdf');
    const blob = dataUrlToBlob(await readAsDataUrl(file), 'application/pdf');
    expect(await bytesOf(blob)).toEqual(patternBytes(0, 100_001));
  });

  it('types the Blob with the given type, not the one inside the data URL', () => {
    const blob = dataUrlToBlob('data:text/html;base64,PHNjcmlwdD4=', 'application/octet-stream');
    expect(blob.type).toBe('application/octet-stream');
  });

  it('reads empty files in every browser spelling', async () => {
    expect(dataUrlToBlob('data:', 'text/plain').size).toBe(0);
    expect(dataUrlToBlob('data:application/octet-stream;base64,', 'text/plain').size).toBe(0);
    expect(dataUrlToBlob(await readAsDataUrl(new File([], 'empty.txt')), 'text/plain').size).toBe(
      0,
    );
  });

  it('reads percent-encoded data URLs', async () => {
    const blob = dataUrlToBlob('data:text/plain,hi%20there', 'text/plain');
    expect(Array.from(await bytesOf(blob))).toEqual([...'hi there'].map((c) => c.charCodeAt(0)));
  });

  it('treats damaged data as a missing file', () => {
    expect(() => dataUrlToBlob('not a data url', 'text/plain')).toThrow(FileMissingError);
    expect(() => dataUrlToBlob('data:;base64,@@@', 'text/plain')).toThrow(
      'File not found in storage',
    );
  });
});
