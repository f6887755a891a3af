import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppUser } from '../../../session/auth-context';
import { notesSettings } from '../../notes/notes-settings';
import { announceChange } from '../../../storage/changes';
import * as storage from '../../../storage/file-store';
import type { StoredFileRecord } from '../../../storage/file-store';
import { renderAsStudent, STUDENT } from '../../../testing/render-with-auth';
import { FIRST_ROWS } from '../list/use-revealed-count';
import { FileList } from './file-list';

vi.mock('../../../storage/file-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../storage/file-store')>();
  return {
    ...real,
    listFiles: vi.fn(),
    listFilesAndHealth: vi.fn(),
    readFile: vi.fn(),
    deleteFileUndoably: vi.fn(),
    clearFiles: vi.fn(),
  };
});

const listFiles = vi.mocked(storage.listFiles);
const listFilesAndHealth = vi.mocked(storage.listFilesAndHealth);
const readFile = vi.mocked(storage.readFile);
const deleteFile = vi.mocked(storage.deleteFileUndoably);
const clearFiles = vi.mocked(storage.clearFiles);

function record(id: string, fields: Partial<StoredFileRecord> = {}): StoredFileRecord {
  return {
    id,
    fileName: `${id}.pdf`,
    fileSize: 1.5 * 1024 * 1024,
    fileType: 'application/pdf',
    uploadedAt: '2026-03-14T15:09:00.000Z',
    uploadedBy: STUDENT.uid,
    isLargeFile: true,
    subject: 'dsa',
    ...fields,
  };
}

let rows: StoredFileRecord[];
const settled = { undone: [] as string[], finished: [] as string[] };

/** The list as the store writes it: its rows change, and the change is announced. */
function setRows(next: StoredFileRecord[]) {
  rows = next;
  announceChange('notes_dsa');
}

/** What the store does on an undoable delete: the row leaves the list, its bytes wait. */
function unlist(id: string): storage.DeletedFile {
  const gone = rows.find((row) => row.id === id) ?? record(id);
  setRows(rows.filter((row) => row.id !== id));
  return {
    record: gone,
    undo: async () => {
      settled.undone.push(id);
      setRows([gone, ...rows]);
    },
    finish: async () => {
      settled.finished.push(id);
    },
  };
}

function renderList(user: AppUser | null = STUDENT) {
  renderAsStudent(<FileList settings={notesSettings} scope={{ subject: 'dsa' }} />, {
    user,
    path: '/view-notes/dsa',
  });
  return userEvent.setup();
}

beforeEach(() => {
  rows = [
    record('newest', { fileName: 'week 3.pptx' }),
    record('theirs', { uploadedBy: 'someone-else' }),
    record('oldest'),
  ];
  listFiles.mockReset().mockImplementation(() => [...rows]);
  listFilesAndHealth.mockReset().mockImplementation(() => ({ records: [...rows], damaged: false }));
  readFile.mockReset().mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
  deleteFile.mockReset().mockImplementation(async (_layout, id) => unlist(id));
  clearFiles.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/abc');
  URL.revokeObjectURL = vi.fn();
});

describe('FileList (notes)', () => {
  it('shows the loading text first, then every file with name, size and date', async () => {
    renderList();
    expect(screen.getByText('Loading notes...')).toHaveAttribute('role', 'status');
    const items = await screen.findAllByRole('listitem');
    expect(listFilesAndHealth).toHaveBeenCalledWith('notes_dsa');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('week 3.pptx')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/1\.50 MB/)).toBeInTheDocument();
    expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14T15:09:00.000Z');
    expect(screen.getByText('3 files')).toBeInTheDocument();
  });

  it('shows a long list’s first screen at once and every other row right after', async () => {
    rows = Array.from({ length: FIRST_ROWS + 15 }, (_, index) => record(`file-${index}`));
    // Frames are run by hand, so the first one is seen before the rest of the rows arrive.
    const frames: FrameRequestCallback[] = [];
    const frameSpy = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    onTestFinished(() => frameSpy.mockRestore());
    renderList();
    // The count and the first rows come first; the rest follow in a background render.
    expect(await screen.findByText(`${FIRST_ROWS + 15} files`)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
    expect(screen.getByText('file-0.pdf')).toBeInTheDocument();
    await waitFor(() => expect(frames).toHaveLength(1));
    act(() => frames[0]?.(performance.now()));
    // A background render: given the time a busy machine takes over it.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS + 15), {
      timeout: 5000,
    });
    expect(screen.getByText(`file-${FIRST_ROWS + 14}.pdf`)).toBeInTheDocument();
  });

  it('offers Delete only on the student’s own files', async () => {
    renderList();
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('button', { name: 'Delete week 3.pptx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete oldest.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete theirs.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View theirs.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download theirs.pdf' })).toBeInTheDocument();
  });

  it('deletes after confirmation, with a spinner and a disabled button meanwhile', async () => {
    let finish = () => {};
    deleteFile.mockImplementation(
      (_layout, id) =>
        new Promise<storage.DeletedFile>((resolve) => {
          finish = () => resolve(unlist(id));
        }),
    );
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete oldest.pdf' }));
    const dialog = screen.getByRole('dialog', { name: "Delete 'oldest.pdf'?" });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this file?');
    // Enter out of habit must not delete: focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleteFile).toHaveBeenCalledWith(
      notesSettings.layout({ subject: 'dsa' }),
      'oldest',
      STUDENT.uid,
    );
    const busy = screen.getByRole('button', { name: 'Deleting... oldest.pdf' });
    expect(busy).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByText('oldest.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('2 files')).toBeInTheDocument();
    // The last row went: focus moves to the row before it, not to the start of the page.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View theirs.pdf' })).toHaveFocus(),
    );
  });

  it('moves focus to the next row after a delete, and to the empty state after the last', async () => {
    rows = [record('first'), record('second')];
    const user = renderList();
    const confirmDelete = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
    };
    await confirmDelete('first.pdf');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View second.pdf' })).toHaveFocus(),
    );
    await confirmDelete('second.pdf');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No files uploaded yet' })).toHaveFocus(),
    );
  });

  it('offers Undo after a delete: the row comes back and its bytes were never removed', async () => {
    settled.undone = [];
    settled.finished = [];
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete oldest.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('oldest.pdf')).not.toBeInTheDocument());
    expect(
      screen.getByText("Deleted 'oldest.pdf'. It is in the Trash for 30 days."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('oldest.pdf')).toBeInTheDocument();
    expect(settled).toEqual({ undone: ['oldest'], finished: [] });
    expect(
      screen.queryByText("Deleted 'oldest.pdf'. It is in the Trash for 30 days."),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Star oldest.pdf' })).toHaveFocus(),
    );
  });

  it('settles the delete when the toast is dismissed, and settles the previous one at the next delete', async () => {
    settled.undone = [];
    settled.finished = [];
    const user = renderList();
    const confirmDelete = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await screen.findByText(`Deleted '${name}'. It is in the Trash for 30 days.`);
    };
    await confirmDelete('oldest.pdf');
    await confirmDelete('week 3.pptx');
    expect(settled.finished).toEqual(['oldest']);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(settled).toEqual({ undone: [], finished: ['oldest', 'newest'] });
  });

  it('keeps the file when the confirmation is cancelled', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete oldest.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleteFile).not.toHaveBeenCalled();
    expect(screen.getByText('oldest.pdf')).toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    deleteFile.mockRejectedValue(new storage.NotOwnerError());
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete oldest.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error deleting file. Please try again.',
    );
    expect(screen.getByText('oldest.pdf')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View oldest.pdf' })).toHaveFocus(),
    );
  });

  it('clears the student’s own files after confirmation', async () => {
    clearFiles.mockImplementation(async () => {
      setRows(rows.filter((row) => row.uploadedBy !== STUDENT.uid));
      return rows.filter((row) => row.uploadedBy === STUDENT.uid);
    });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/delete all of your files/);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByText('1 file')).toBeInTheDocument());
    expect(clearFiles).toHaveBeenCalledWith(notesSettings.layout({ subject: 'dsa' }), STUDENT.uid);
    expect(screen.getByText('theirs.pdf')).toBeInTheDocument();
    // Nothing of the student's own is left to clear.
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    // The Clear All button went with the files: focus moves to the first row left.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View theirs.pdf' })).toHaveFocus(),
    );
  });

  it('shows the empty state with a way to upload', async () => {
    rows = [];
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'No files uploaded yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Files' })).toHaveAttribute(
      'href',
      '/upload-notes/dsa',
    );
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('loads nothing without a signed-in student', () => {
    renderList(null);
    expect(screen.getByText('Loading notes...')).toHaveAttribute('role', 'status');
    expect(listFilesAndHealth).not.toHaveBeenCalled();
  });

  it('opens View in a tab opened on the click itself', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    readFile.mockResolvedValueOnce(new Blob(['png'], { type: 'image/png' }));
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'View oldest.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/abc'));
    expect(tab.opener).toBeNull();
    expect(readFile).toHaveBeenCalledWith(rows[2], notesSettings.layout({ subject: 'dsa' }));
  });

  it("opens a PDF's View in the app's own reader, never the browser's", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'View oldest.pdf' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^\/view-file#[0-9a-f-]{36}$/));
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('reports a blocked tab, a missing file and an unreadable one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'View oldest.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error opening file. Please try again.');

    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    open.mockReturnValue(tab as unknown as Window);
    readFile.mockRejectedValueOnce(new storage.FileMissingError());
    await user.click(screen.getByRole('button', { name: 'View oldest.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File not found in storage'),
    );
    expect(tab.close).toHaveBeenCalled();

    readFile.mockRejectedValueOnce(new Error('broken'));
    await user.click(screen.getByRole('button', { name: 'View oldest.pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error viewing file. Please try again.'),
    );
  });

  it('downloads under the file name, and reports failures', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Download week 3.pptx' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('week 3.pptx');
    expect(clicked[0]?.href).toBe('blob:http://localhost/abc');
    expect(clicked[0]?.isConnected).toBe(false);

    readFile.mockRejectedValueOnce(new Error('broken'));
    await user.click(screen.getByRole('button', { name: 'Download week 3.pptx' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error downloading file. Please try again.',
    );
    readFile.mockRejectedValueOnce(new storage.FileMissingError());
    await user.click(screen.getByRole('button', { name: 'Download week 3.pptx' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File not found in storage'),
    );
  });
});

describe('FileList while an upload runs from another screen', () => {
  it('shows each file as the store lists it, without a reload', async () => {
    renderList();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    rows = [record('arrived', { fileName: 'arrived.pdf' }), ...rows];
    // A real list write in this tab, as the running upload's store makes it.
    await act(() =>
      storage.saveFile({
        layout: notesSettings.layout({ subject: 'dsa' }),
        file: new File(['x'], 'arrived.pdf'),
        record: { id: 'arrived', uploadedBy: STUDENT.uid },
      }),
    );
    expect(await screen.findByText('arrived.pdf')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
