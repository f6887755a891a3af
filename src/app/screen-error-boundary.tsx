import { Component, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { buttonClass } from '../ui/button-styles';

export const SCREEN_FAILED =
  'This screen could not be loaded. Check your connection, then reload the page.';

/**
 * Keeps the top bar and shows a message when a screen cannot be drawn, most often because its
 * code could not be fetched (a phone losing its connection on a first visit, before the app was
 * kept for offline use). Without it React would leave a blank page. A reload fetches the code
 * again: React keeps a screen whose code failed as failed for the rest of the page's life.
 */
export class ScreenErrorBoundary extends Component<
  { path: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Another screen gets its own chance; the top bar never went away.
  override componentDidUpdate(previous: Readonly<{ path: string }>) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
        <Alert>{SCREEN_FAILED}</Alert>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}
