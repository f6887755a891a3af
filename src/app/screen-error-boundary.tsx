import { Component, type ReactNode } from 'react';
import { ReloadNotice } from '../ui/reload-notice';

export const SCREEN_NOT_LOADED =
  'This screen could not be loaded. Check your connection, then reload the page.';
export const SCREEN_FAILED = 'Something went wrong while showing this screen. Reload the page.';

/**
 * Whether `error` is a screen's code that could not be fetched, as browsers word it: Chromium
 * "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed", and Vite's "Unable to preload CSS".
 */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|unable to preload css/i.test(error.message)
  );
}

/**
 * Keeps the top bar and shows a message when a screen cannot be drawn, most often because its
 * code could not be fetched (a phone losing its connection on a first visit, before the app was
 * kept for offline use); a fault in the screen itself is not blamed on the connection. Without it
 * React would leave a blank page. Only a reload fetches the code again: Chromium keeps a module
 * that failed to load as failed for the rest of the page's life, so asking again in place gets
 * the same failure.
 */
export class ScreenErrorBoundary extends Component<
  { path: string; children: ReactNode },
  { failure: 'load' | 'render' | null }
> {
  override state: { failure: 'load' | 'render' | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: isLoadFailure(error) ? 'load' : 'render' };
  }

  // Another screen gets its own chance; the top bar never went away.
  override componentDidUpdate(previous: Readonly<{ path: string }>) {
    if (this.state.failure && previous.path !== this.props.path) this.setState({ failure: null });
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return (
      <ReloadNotice
        className="mx-auto max-w-xl px-4 py-10"
        message={this.state.failure === 'load' ? SCREEN_NOT_LOADED : SCREEN_FAILED}
      />
    );
  }
}
