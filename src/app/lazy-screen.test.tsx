import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';
import { failsOnceThen } from '../testing/flaky-load';

function Page() {
  return <h1>Loaded screen</h1>;
}

/** Renders the screen as the routes do, under Suspense, and waits for its content. */
async function expectShown(Screen: ComponentType) {
  // Awaited: a screen that suspends is drawn again only within an awaited act.
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
}

describe('a lazily loaded screen', () => {
  it('fetches its chunk once, whether preloaded first or asked for by React', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Screen = lazyScreen(load);
    await Screen.preload();
    await Screen.preload();
    await expectShown(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws in the same render once its code is in, with no "Loading…" between', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Page));
    expect(Screen.isLoaded()).toBe(false);
    await Screen.preload();
    expect(Screen.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('tries again after a failed preload instead of keeping the failure', async () => {
    const load = failsOnceThen(Page);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expectShown(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
