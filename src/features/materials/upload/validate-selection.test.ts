import { notesSettings } from '../../notes/notes-settings';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { sizedFile } from '../../../testing/sized-file';
import { isSameFile, pickFiles, selectionProblem } from './validate-selection';

const MB = 1024 * 1024;

describe('pickFiles', () => {
  it('keeps accepted extensions whatever the reported MIME type', () => {
    const files = [
      sizedFile('a.pdf', 10, ''),
      sizedFile('B.DOCX', 10, 'application/octet-stream'),
      sizedFile('slides.pptx', 10),
      sizedFile('c.txt', 10),
      sizedFile('photo.JPEG', 10),
      sizedFile('anim.gif', 10),
    ];
    expect(pickFiles(files, notesSettings)).toEqual({ accepted: files, refusals: [] });
  });

  it('refuses other extensions with the unsupported message, even with an accepted MIME type', () => {
    const exe = sizedFile('setup.exe', 10, 'application/pdf');
    const svg = sizedFile('x.svg', 10, 'image/svg+xml');
    const ok = sizedFile('a.pdf', 10);
    const result = pickFiles([exe, ok, svg, sizedFile('README', 1)], notesSettings);
    expect(result.accepted).toEqual([ok]);
    expect(result.refusals).toEqual([
      notesSettings.messages.unsupported('setup.exe'),
      notesSettings.messages.unsupported('x.svg'),
      notesSettings.messages.unsupported('README'),
    ]);
    expect(result.refusals[0]).toBe(
      'File setup.exe is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.',
    );
  });

  it('keeps oversized notes for the upload check, but refuses them on pick when the kind says so', () => {
    const big = sizedFile('big.pdf', 100 * MB + 1);
    expect(pickFiles([big], notesSettings).accepted).toEqual([big]);
    const strict: KindSettings = { ...notesSettings, rejectOversizeOnSelect: true };
    expect(pickFiles([big], strict)).toEqual({
      accepted: [],
      refusals: [notesSettings.messages.tooLarge(['big.pdf'])],
    });
  });
});

describe('selectionProblem (notes)', () => {
  it('needs at least one file', () => {
    expect(selectionProblem([], notesSettings)).toBe('Please select at least one file to upload.');
  });

  it('allows a file of exactly 100 MB and a total of exactly 500 MB', () => {
    expect(selectionProblem([sizedFile('a.pdf', 100 * MB)], notesSettings)).toBeNull();
    const five = Array.from({ length: 5 }, (_, i) => sizedFile(`f${i}.pdf`, 100 * MB));
    expect(selectionProblem(five, notesSettings)).toBeNull();
  });

  it('names every file over 100 MB', () => {
    const files = [
      sizedFile('ok.pdf', 5),
      sizedFile('big one.pdf', 100 * MB + 1),
      sizedFile('huge.ppt', 150 * MB),
    ];
    expect(selectionProblem(files, notesSettings)).toBe(
      'The following files are too large (max 100 MB per file): big one.pdf, huge.ppt',
    );
  });

  it('reports a total over 500 MB first', () => {
    const six = Array.from({ length: 6 }, (_, i) => sizedFile(`f${i}.pdf`, 90 * MB));
    expect(selectionProblem(six, notesSettings)).toBe(
      'Total file size (540 MB) exceeds the limit of 500 MB. Please select smaller files or fewer files.',
    );
    const justOver = [
      ...Array.from({ length: 5 }, (_, i) => sizedFile(`f${i}.pdf`, 100 * MB)),
      sizedFile('x.txt', 1),
    ];
    expect(selectionProblem(justOver, notesSettings)).toBe(
      'Total file size (500.00 MB) exceeds the limit of 500 MB. Please select smaller files or fewer files.',
    );
  });

  it('has no total limit where the kind sets none', () => {
    const noTotal: KindSettings = { ...notesSettings, maxTotalBytes: undefined };
    const six = Array.from({ length: 6 }, (_, i) => sizedFile(`f${i}.pdf`, 90 * MB));
    expect(selectionProblem(six, noTotal)).toBeNull();
  });
});

describe('isSameFile', () => {
  it('matches name, size and modification time', () => {
    expect(isSameFile(sizedFile('a.pdf', 3), sizedFile('a.pdf', 3))).toBe(true);
    expect(isSameFile(sizedFile('a.pdf', 3), sizedFile('a.pdf', 4))).toBe(false);
    expect(isSameFile(sizedFile('a.pdf', 3), sizedFile('b.pdf', 3))).toBe(false);
  });
});
