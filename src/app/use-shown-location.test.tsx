import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { useShownLocation } from './use-shown-location';

function First() {
  return <h1>First screen</h1>;
}
function Second() {
  return <h1>Second screen</h1>;
}

/** The app's routes in small: the Switch draws the path `useShownLocation` gives. */
function routesOver(screenAt: (path: string) => LazyScreen<object>, routes: ReactNode) {
  return function Routes() {
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <Switch location={useShownLocation(screenAt)}>{routes}</Switch>
      </Suspense>
    );
  };
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
    const Routes = routesOver(screenAt, [
      <Route key="second" path="/second" component={SecondScreen} />,
      <Route key="first" component={FirstScreen} />,
    ]);
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
    const Routes = routesOver(screenAt, [
      <Route key="broken" path="/broken">
        Broken screen shown
      </Route>,
      <Route key="first" component={FirstScreen} />,
    ]);
    navigate('/first');
    render(<Routes />);
    await act(async () => navigate('/broken'));
    expect(await screen.findByText('Broken screen shown')).toBeInTheDocument();
  });
});
