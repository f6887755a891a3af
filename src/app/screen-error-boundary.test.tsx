import { render, screen } from '@testing-library/react';
import {
  isLoadFailure,
  SCREEN_FAILED,
  SCREEN_NOT_LOADED,
  ScreenErrorBoundary,
} from './screen-error-boundary';

const lostChunk = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/contact-page-1.js',
);

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('a screen that cannot be drawn', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('tells a screen whose code was not fetched from one that failed to draw', () => {
    expect(isLoadFailure(lostChunk)).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: x.js'))).toBe(
      true,
    );
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('names the connection for code that was not fetched, and offers a reload', () => {
    render(
      <ScreenErrorBoundary path="/contact">
        <Broken error={lostChunk} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_NOT_LOADED);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('does not blame the connection for a screen that failed to draw', () => {
    render(
      <ScreenErrorBoundary path="/contact">
        <Broken error={new TypeError('x is undefined')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('gives the next screen its own chance', () => {
    const { rerender } = render(
      <ScreenErrorBoundary path="/contact">
        <Broken error={lostChunk} />
      </ScreenErrorBoundary>,
    );
    rerender(
      <ScreenErrorBoundary path="/contact">
        <h1>Still broken here</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(
      <ScreenErrorBoundary path="/dashboard">
        <h1>Dashboard</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
