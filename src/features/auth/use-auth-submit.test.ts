import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../../ui/online';
import { useAuthSubmit } from './use-auth-submit';

const networkFailure = () =>
  Promise.reject(
    Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
      code: 'auth/network-request-failed',
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('an auth form submitted while the browser says it is offline', () => {
  it('still tries: a network that reaches the service gets through', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const action = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAuthSubmit('Failed to sign in'));
    await act(() => result.current.submit(action));
    expect(action).toHaveBeenCalledOnce();
    expect(result.current.error).toBe('');
  });

  it('says it is offline once the request has failed for want of a network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useAuthSubmit('Failed to sign in'));
    await act(() => result.current.submit(networkFailure));
    expect(result.current.error).toBe(`Failed to sign in: ${OFFLINE_TEXT}`);
    expect(result.current.busy).toBe(false);
  });

  it('online, a request that could not reach the service says so', async () => {
    const { result } = renderHook(() => useAuthSubmit('Failed to sign in'));
    await act(() => result.current.submit(networkFailure));
    expect(result.current.error).toBe(
      'Failed to sign in: Could not reach the sign-in service. Please check your connection and try again.',
    );
  });
});
