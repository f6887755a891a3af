import { useEffect, useRef, useState } from 'react';
import { CloseButton } from './close-button';

export interface ToastContent {
  /** Changes with every new toast, so its time starts again. */
  id: string;
  message: string;
  /** The one action's label; none for a message that only informs. */
  actionLabel?: string;
}

/**
 * A short-lived message at the foot of the screen with one action (e.g. Undo). The live region is
 * always in the page, so the message is announced when it appears. It closes after `durationMs`,
 * but not while the pointer is over it or focus is in it (a student reaching for the action, or a
 * screen reader user, gets the time they need); the close button ends it at once. With no
 * `durationMs` it stays until the student acts or closes it.
 */
export function Toast({
  toast,
  durationMs,
  edge = 'bottom',
  onAction,
  onClose,
}: {
  toast: ToastContent | null;
  durationMs?: number;
  /**
   * Where it shows: at the foot, near the thumb, for what answers the student's own action (Undo);
   * below the top bar for news of the app's own, so the two never cover each other.
   */
  edge?: 'top' | 'bottom';
  onAction: () => void;
  onClose: () => void;
}) {
  return (
    <div
      role="status"
      // m-0: a screen's spaced stack would otherwise push it up by its spacing.
      className={`pointer-events-none fixed inset-x-0 z-40 m-0 flex justify-center px-4 ${edge === 'top' ? 'top-20' : 'bottom-4'}`}
    >
      {toast && (
        // Keyed by the toast: a new one starts with its full time.
        <ToastCard
          key={toast.id}
          toast={toast}
          durationMs={durationMs}
          onAction={onAction}
          onClose={onClose}
        />
      )}
    </div>
  );
}

function ToastCard({
  toast,
  durationMs,
  onAction,
  onClose,
}: {
  toast: ToastContent;
  durationMs?: number;
  onAction: () => void;
  onClose: () => void;
}) {
  const [paused, setPaused] = useState(false);
  const left = useRef(durationMs ?? Infinity);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (paused || left.current === Infinity) return;
    const started = Date.now();
    const timer = setTimeout(() => closeRef.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused]);

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-card bg-inverse py-2 pr-2 pl-4 text-sm text-on-inverse shadow-lg"
    >
      <p className="min-w-0 flex-1 break-words">{toast.message}</p>
      {toast.actionLabel !== undefined && (
        <button
          type="button"
          onClick={onAction}
          className="min-h-11 rounded-control px-3 font-semibold text-primary-on-inverse hover:bg-on-inverse/10 focus-visible:outline-on-inverse"
        >
          {toast.actionLabel}
        </button>
      )}
      <CloseButton
        label="Dismiss"
        onClick={onClose}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-control hover:bg-on-inverse/10 focus-visible:outline-on-inverse"
      />
    </div>
  );
}
