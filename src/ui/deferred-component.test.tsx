import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { deferredComponent } from './deferred-component';
import { failsOnceThen } from '../testing/flaky-load';

function Section({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

/** Draws a screen holding the part; true while only the screen's own heading is there. */
function drawScreen(Part: ComponentType<{ title: string }>) {
  const drawn = render(
    <main>
      <h1>Welcome</h1>
      <Part title="Your files" />
    </main>,
  );
  const onlyTheScreen =
    screen.queryByRole('heading', { name: 'Welcome' }) !== null &&
    screen.queryByRole('heading', { name: 'Your files' }) === null;
  return { ...drawn, onlyTheScreen };
}

describe('a component loaded apart', () => {
  it('is drawn just after the screen around it, without a fetch, when its chunk was preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Section));
    const Deferred = deferredComponent(load);
    await Deferred.preload();
    // The screen's own content is committed first, the part in the very next update.
    expect(drawScreen(Deferred).onlyTheScreen).toBe(true);
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Your files' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is drawn with the screen itself, when asked, once its chunk is in', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Section), { withScreen: true });
    // Not yet in: the screen first, as any part.
    const first = drawScreen(Deferred);
    expect(first.onlyTheScreen).toBe(true);
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Your files' })).toBeInTheDocument();
    first.unmount();
    // In: the same commit as the screen's heading, so nothing below it moves a frame later.
    expect(drawScreen(Deferred).onlyTheScreen).toBe(false);
    expect(screen.getByRole('heading', { name: 'Your files' })).toBeInTheDocument();
  });

  it('leaves the rest of the screen shown while its chunk comes, then draws it', async () => {
    let arrive: (component: typeof Section) => void = () => {};
    const Deferred = deferredComponent(
      () => new Promise<typeof Section>((resolve) => (arrive = resolve)),
    );
    expect(drawScreen(Deferred).onlyTheScreen).toBe(true);
    await act(async () => arrive(Section));
    expect(screen.getByRole('heading', { name: 'Your files' })).toBeInTheDocument();
  });

  it('fetches its chunk once, however often it is preloaded or drawn', async () => {
    const load = vi.fn(() => Promise.resolve(Section));
    const Deferred = deferredComponent(load);
    const preloads = [Deferred.preload(), Deferred.preload()];
    render(
      <>
        <Deferred title="One" />
        <Deferred title="Two" />
      </>,
    );
    await act(() => Promise.all(preloads));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves itself out when its load fails, and runs the load again when drawn again', async () => {
    const load = failsOnceThen(Section);
    const Deferred = deferredComponent(load);
    const first = drawScreen(Deferred);
    await act(async () => {
      await Deferred.preload().catch(() => undefined);
    });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your files' })).not.toBeInTheDocument();
    first.unmount();

    drawScreen(Deferred);
    expect(await screen.findByRole('heading', { name: 'Your files' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what it is given while its chunk comes, then the part in its place', async () => {
    let arrive: (component: typeof Section) => void = () => {};
    const Deferred = deferredComponent(
      () => new Promise<typeof Section>((resolve) => (arrive = resolve)),
      { loading: <p role="status">Opening…</p> },
    );
    render(<Deferred title="Your files" />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening…');
    await act(async () => arrive(Section));
    expect(screen.getByRole('heading', { name: 'Your files' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws its Failed stand-in, with the same props, when its chunk cannot be fetched', async () => {
    function Failed({ title }: { title: string }) {
      return <p role="alert">{title} could not be loaded.</p>;
    }
    const Deferred = deferredComponent(() => Promise.reject(new Error('offline')), {
      loading: <p role="status">Opening…</p>,
      Failed,
    });
    render(<Deferred title="Your files" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your files could not be loaded.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
