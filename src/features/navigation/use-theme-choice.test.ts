import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useThemeChoice } from './use-theme-choice';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  vi.restoreAllMocks();
});

describe('the colour theme of this device', () => {
  it('keeps a choice and puts it on the page', () => {
    const { result } = renderHook(() => useThemeChoice());
    expect(result.current.choice).toBe('system');
    act(() => result.current.choose('dark'));
    expect(result.current.choice).toBe('dark');
    expect(localStorage.getItem('colourTheme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("follows another tab's choice, as a reload would", () => {
    const { result } = renderHook(() => useThemeChoice());
    localStorage.setItem('colourTheme', 'light');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'colourTheme' })));
    expect(result.current.choice).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('holds a choice the browser refused to keep for this page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useThemeChoice());
    act(() => result.current.choose('dark'));
    expect(result.current.choice).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
