import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../session/auth-context';
import { testUser } from '../../testing/render-with-auth';
import type { SliceRepairReport } from '../../storage/health';
import { useLibraryBackup } from './use-library-backup';

const signedIn = {
  wrapper: ({ children }: { children: ReactNode }) =>
    createElement(
      AuthContext.Provider,
      { value: { user: testUser(), signingOut: false, setSigningOut: () => {} } },
      children,
    ),
};

const store = vi.hoisted(() => ({ checkIntegrity: vi.fn() }));
const repair = vi.hoisted(() => ({
  finish: (report: SliceRepairReport | null): void => void report,
}));
vi.mock('../../storage/health', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../storage/health')>()),
  checkIntegrity: store.checkIntegrity,
  repairSliceDamage: () =>
    new Promise<SliceRepairReport | null>((resolve) => {
      repair.finish = resolve;
    }),
}));

describe('the integrity check of the library panel', () => {
  it('says so when the check cannot finish, and can be run again', async () => {
    store.checkIntegrity.mockRejectedValueOnce(new Error('no answer'));
    const { result } = renderHook(() => useLibraryBackup([]), signedIn);
    await act(() => result.current.checkIntegrity());
    expect(result.current.integrity).toBeNull();
    expect(result.current.message).toEqual({
      tone: 'error',
      text: 'The integrity check could not finish. Please try again.',
    });

    store.checkIntegrity.mockResolvedValueOnce({ broken: [], orphanRecords: 0 });
    await act(() => result.current.checkIntegrity());
    await waitFor(() => expect(result.current.integrity).toEqual({ broken: [], orphanRecords: 0 }));
    expect(result.current.message).toBeNull();
  });
});

describe('the last backup of the library panel', () => {
  it('follows a backup made anywhere, the profile menu too, at once', async () => {
    const { noteBackup } = await import('../../storage/backup-store');
    const { result } = renderHook(() => useLibraryBackup([]), signedIn);
    expect(result.current.lastBackup).toBeNull();
    act(() => noteBackup({ at: '2026-11-27T08:00:00.000Z', files: 3 }));
    expect(result.current.lastBackup).toEqual({ at: '2026-11-27T08:00:00.000Z', files: 3 });
    await waitFor(() => expect(result.current.health).not.toBeNull());
  });
});

describe('the storage figures of the library panel', () => {
  it('come without waiting for the repair of wrongly stored files, whose note follows with fresh figures', async () => {
    const { result } = renderHook(() => useLibraryBackup([]), signedIn);
    // The repair is still self-testing the browser's storage: the figures are drawn all the same.
    await waitFor(() => expect(result.current.health).not.toBeNull());
    expect(result.current.repaired).toBeNull();
    const before = result.current.health;
    act(() =>
      repair.finish({
        at: '2026-12-02T08:00:00.000Z',
        repaired: 1,
        removable: 0,
        freedBytes: 2048,
      }),
    );
    await waitFor(() =>
      expect(result.current.repaired).toBe(
        '1 file this browser had stored wrongly was repaired, freeing 2 KB of disk space.',
      ),
    );
    // The space it freed shows: the figures are read once more.
    await waitFor(() => expect(result.current.health).not.toBe(before));
  });
});
