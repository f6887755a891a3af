import { Alert } from './alert';
import { buttonClass } from './button-styles';

/**
 * A part of the app whose code could not be fetched, and the one thing that mends it: a reload
 * (a browser keeps a module that failed to load as failed for the rest of the page's life).
 */
export function ReloadNotice({ message, className }: { message: string; className?: string }) {
  return (
    <div className={`space-y-4 ${className ?? ''}`}>
      <Alert>{message}</Alert>
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
