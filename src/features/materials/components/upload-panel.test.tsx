import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppUser } from '../../../session/auth-context';
import * as storage from '../../../storage/file-store';
import * as health from '../../../storage/health';
import { notesSettings } from '../../notes/notes-settings';
import { renderAsStudent, STUDENT } from '../../../testing/render-with-auth';
import { sizedFile } from '../../../testing/sized-file';
import { UploadPanel } from './upload-panel';
import { beginUploadActivity } from '../../library/upload-activity';

vi.mock('../../../storage/file-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../storage/file-store')>();
  return {
    ...real,
    saveFile: vi.fn<typeof real.saveFile>(),
    bytesMode: vi.fn(() => Promise.resolve('slices')),
  };
});
vi.mock('../../../storage/health', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../storage/health')>()),
  getStorageInfo: vi.fn(),
  requestPersistence: vi.fn(),
}));

const MB = 1024 * 1024;
const saveFile = vi.mocked(storage.saveFile);
const getStorageInfo = vi.mocked(health.getStorageInfo);
const requestPersistence = vi.mocked(health.requestPersistence);
const roomy = { usage: 5 * MB, quota: 1000 * MB, available: 995 * MB, percentage: 0.5 };

function renderPanel(user: AppUser | null = STUDENT) {
  renderAsStudent(<UploadPanel settings={notesSettings} scope={{ subject: 'dsa' }} />, {
    user,
    path: '/upload-notes/dsa',
  });
  // The OS picker may offer "All files": the panel must check extensions itself.
  return userEvent.setup({ applyAccept: false });
}

async function pick(user: ReturnType<typeof userEvent.setup>, ...files: File[]) {
  await user.upload(screen.getByLabelText('Files to upload'), files);
}

/** Names of the files the mocked store wrote: those whose save got past the caller's beforeWrite. */
let written: string[] = [];

type SaveInput = Parameters<typeof storage.saveFile>[0];

/** saveFile as the panel meets it: the caller's last check first, then `work` (default: stored). */
function store(
  work: (input: SaveInput) => Promise<ReturnType<typeof stored>> = async (input) =>
    stored(input.record.id),
) {
  return async (input: SaveInput) => {
    await input.beforeWrite?.();
    written.push(input.file.name);
    return work(input);
  };
}

function stored(id: string) {
  return {
    id,
    fileName: 'x',
    fileSize: 1,
    fileType: 'text/plain',
    uploadedAt: new Date().toISOString(),
    uploadedBy: STUDENT.uid,
    isLargeFile: false,
  };
}

beforeEach(() => {
  written = [];
  saveFile.mockReset().mockImplementation(store());
  getStorageInfo.mockReset().mockResolvedValue(roomy);
  requestPersistence.mockReset().mockResolvedValue(true);
});

describe('UploadPanel (notes)', () => {
  it('offers a labelled picker that accepts the notes types', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    const input = screen.getByLabelText('Files to upload');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx,.txt,.jpg,.jpeg,.png,.gif');
    expect(screen.getByRole('link', { name: 'View uploaded notes' })).toHaveAttribute(
      'href',
      '/view-notes/dsa',
    );
  });

  it('lists picked files with remove buttons and refuses unsupported ones', async () => {
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 10), sizedFile('virus.exe', 10), sizedFile('b.txt', 2048));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File virus.exe is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.',
    );
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('2 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('b.txt')).toBeInTheDocument();
  });

  it('keeps one entry when the same file is picked twice', async () => {
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 10));
    await pick(user, sizedFile('a.pdf', 10));
    expect(
      within(screen.getByRole('list', { name: 'Selected files' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('asks for a file when none is selected', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one file to upload.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('stops files over 100 MB before storing anything', async () => {
    const user = renderPanel();
    await pick(user, sizedFile('ok.pdf', 100 * MB), sizedFile('big.pdf', 100 * MB + 1));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The following files are too large (max 100 MB per file): big.pdf',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows per-file progress, locks the selection while busy, then empties it and opens the list after 1 s', async () => {
    const release: (() => void)[] = [];
    saveFile.mockImplementation(
      store(({ record, onProgress }) => {
        onProgress?.(50);
        return new Promise((resolve) => release.push(() => resolve(stored(record.id))));
      }),
    );
    const user = renderPanel();
    await pick(user, sizedFile('one.pdf', 3 * MB), sizedFile('two.txt', 10));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));

    const first = await screen.findByRole('progressbar', { name: 'Upload progress of one.pdf' });
    // Halfway through the store is the notes milestone 40% (20% started, 80% all bytes stored).
    expect(first).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of two.txt' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // Kept focusable (aria-disabled) so a keyboard student's focus stays on it; presses are ignored.
    const busyButton = screen.getByRole('button', { name: 'Uploading files...' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(busyButton);
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove one.pdf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();

    act(() => release.shift()?.());
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of one.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    act(() => release.shift()?.());

    expect(await screen.findByRole('status')).toHaveTextContent('Successfully uploaded 2 file(s)!');
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/upload-notes/dsa');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/view-notes/dsa'),
      { timeout: 2000 },
    );
    expect(requestPersistence).toHaveBeenCalled();
  });

  it('stores each file under the student and the subject with a fresh id', async () => {
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 10), sizedFile('b.pdf', 10));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    const [first, second] = saveFile.mock.calls.map(([input]) => input);
    expect(first?.layout).toEqual({
      listKey: 'notes_dsa',
      largeThreshold: MB,
      largeFormat: 'chunked',
    });
    expect(first?.file.name).toBe('a.pdf');
    expect(first?.record).toMatchObject({ uploadedBy: STUDENT.uid, subject: 'dsa' });
    expect(first?.record.id).toMatch(/^notes_dsa_\d+_\w+$/);
    expect(second?.record.id).not.toBe(first?.record.id);
  });

  it('refuses an upload that would leave less than the 10 MB reserve', async () => {
    getStorageInfo.mockResolvedValue({
      usage: 95 * MB,
      quota: 100 * MB,
      available: 5 * MB,
      percentage: 95,
    });
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 2 * MB));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough storage space! You need 12.00 MB but only have 5.00 MB available. Used: 95.00 MB of 100.00 MB. Please delete some files and try again.',
    );
    expect(written).toEqual([]);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });

  it('goes on when the storage estimate is unavailable', async () => {
    getStorageInfo.mockResolvedValue(null);
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 2 * MB));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(written).toEqual(['a.pdf']));
  });

  it('stops at a full store with the quota message and keeps the files already stored', async () => {
    saveFile
      .mockImplementationOnce(store())
      .mockImplementationOnce(
        store(() => Promise.reject(new storage.StorageFullError(undefined, { during: 'files' }))),
      );
    const user = renderPanel();
    await pick(
      user,
      sizedFile('small.pdf', 10),
      sizedFile('big.pdf', 50 * MB),
      sizedFile('later.pdf', 10),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Storage quota exceeded! You are using 5 MB of storage. Please delete some files and try again.',
    );
    expect(saveFile).toHaveBeenCalledTimes(2);
    // The stored file leaves the selection; the failed one and the rest stay for another try.
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(within(list).queryByText('small.pdf')).not.toBeInTheDocument();
    expect(within(list).getByText('big.pdf')).toBeInTheDocument();
    expect(within(list).getByText('later.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/upload-notes/dsa');
  });

  it('uses the short quota message when usage cannot be read', async () => {
    // A failed estimate reaches the panel as null (getStorageInfo never rejects; quota.test.ts).
    getStorageInfo.mockResolvedValue(null);
    saveFile.mockImplementation(store(() => Promise.reject(new storage.StorageFullError())));
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 10));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Storage limit reached. Please delete some existing files and try again.',
    );
  });

  it('reports any other failure with the generic message', async () => {
    saveFile.mockImplementation(store(() => Promise.reject(new Error('disk on fire'))));
    const user = renderPanel();
    await pick(user, sizedFile('a.pdf', 10));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error uploading files. Please try again.',
    );
    expect(requestPersistence).not.toHaveBeenCalled();
  });

  it('stores nothing without a signed-in student', async () => {
    const user = renderPanel(null);
    await pick(user, sizedFile('a.pdf', 10));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to upload files.');
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('UploadPanel reopened while its list’s upload still runs', () => {
  it('shows that upload as under way and cannot start another until it ends', async () => {
    const running = beginUploadActivity('notes_dsa', 2);
    const user = renderPanel();
    const button = screen.getByRole('button', { name: 'Uploading files...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByText('Please select at least one file to upload.')).toBeNull();
    act(() => running.end());
    expect(screen.getByRole('button', { name: 'Upload Files' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe('a browser that lets nothing large be stored', () => {
  it('says so on the upload screen before anything is picked, and an upload that meets it says so too', async () => {
    vi.mocked(storage.bytesMode).mockResolvedValue('unavailable');
    getStorageInfo.mockResolvedValue(roomy);
    saveFile.mockRejectedValue(new storage.StorageUnavailableError());
    const user = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This browser is not letting StudyShelf keep large files on this device (a private window can do this). Small files can still be kept; open StudyShelf in a normal window to keep larger ones.',
    );
    await pick(user, sizedFile('big.pdf', 3 * MB));
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    vi.mocked(storage.bytesMode).mockResolvedValue('slices');
  });
});
