import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { firstScreenSignal, ScreenShownMark } from './first-screen';

describe('the first screen signal', () => {
  it('fires once the screen replaces the loading fallback, not while the fallback shows', async () => {
    let finishLoading: (screen: { default: () => React.JSX.Element }) => void = () => {};
    const Screen = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          finishLoading = resolve;
        }),
    );
    const signal = firstScreenSignal();
    const onShown = vi.fn(signal.markShown);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
        <ScreenShownMark onShown={onShown} />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onShown).not.toHaveBeenCalled();

    await act(async () => finishLoading({ default: () => <h1>Dashboard</h1> }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
    await expect(signal.shown).resolves.toBeUndefined();
  });
});
