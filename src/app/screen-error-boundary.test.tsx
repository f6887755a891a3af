import { render, screen } from '@testing-library/react';
import { SCREEN_FAILED, ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('chunk lost');
}

describe('a screen that cannot be drawn', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says so, offers a reload, and gives the next screen its own chance', () => {
    const { rerender } = render(
      <ScreenErrorBoundary path="/contact">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

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
