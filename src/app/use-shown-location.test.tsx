import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { lazyScreen } from './lazy-screen';
import { useShownLocation } from './use-shown-location';

function First() {
  return <h1>First screen</h1>;
}
function Second() {
  return <h1>Second screen</h1>;
}

describe('the screen drawn while the next one loads', () => {
  it('stays on the screen before until the next screen’s code is in, with no "Loading…"', async () => {
    let arrive: (component: typeof Second) => void = () => undefined;
    const FirstScreen = lazyScreen(() => Promise.resolve(First));
    const SecondScreen = lazyScreen(
      () => new Promise<typeof Second>((resolve) => (arrive = resolve)),
    );
    await FirstScreen.preload();
    const screenAt = (path: string) => (path === '/second' ? SecondScreen : FirstScreen);
    function Routes() {
      return (
        <Suspense fallback={<p>Loading…</p>}>
          <Switch location={useShownLocation(screenAt)}>
            <Route path="/second" component={SecondScreen} />
            <Route component={FirstScreen} />
          </Switch>
        </Suspense>
      );
    }
    navigate('/first');
    render(<Routes />);
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeInTheDocument();

    await act(async () => navigate('/second'));
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await act(async () => arrive(Second));
    expect(screen.getByRole('heading', { name: 'Second screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    // Back to a screen whose code is in: drawn at once.
    act(() => navigate('/first'));
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeInTheDocument();
  });

  it('draws a screen whose code could not be fetched, so that it can say so', async () => {
    const FirstScreen = lazyScreen(() => Promise.resolve(First));
    const Broken = lazyScreen<object>(() => Promise.reject(new Error('offline')));
    await FirstScreen.preload();
    const screenAt = (path: string) => (path === '/broken' ? Broken : FirstScreen);
    function Routes() {
      return (
        <Suspense fallback={<p>Loading…</p>}>
          <Switch location={useShownLocation(screenAt)}>
            <Route path="/broken">Broken screen shown</Route>
            <Route component={FirstScreen} />
          </Switch>
        </Suspense>
      );
    }
    navigate('/first');
    render(<Routes />);
    await act(async () => navigate('/broken'));
    expect(await screen.findByText('Broken screen shown')).toBeInTheDocument();
  });
});
