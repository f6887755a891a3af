import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** Id of the element that describes it, if any. */
  describedBy?: string;
  /** Escape: close without choosing. */
  onDismiss: () => void;
  /** What gets focus on open; by default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; by default the element focused when the modal opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Extra classes for the panel. */
  className?: string;
  /** 'md' for a question, 'wide' for a viewer that fills most of the screen. */
  size?: 'md' | 'wide';
  children: ReactNode;
}

/**
 * A modal dialog over a dimmed page: keeps Tab inside itself, closes on Escape, and gives
 * focus back on close. Mount it to open it, unmount it to close it.
 */
export function Modal({
  labelledBy,
  describedBy,
  onDismiss,
  initialFocus,
  returnFocusTo,
  className,
  size = 'md',
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const target = returnFocusTo;
    return () => (target?.current ?? previous)?.focus();
  }, [initialFocus, returnFocusTo]);

  // Also listened for on the document: while a button inside is disabled, focus can fall
  // back to the page body, and Escape must still close the dialog.
  useEffect(() => {
    function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') onDismiss();
    }
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [onDismiss]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Handled here: the document listener and any page-level Escape handler stay out of it.
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Drawn at the end of the page's body, whatever screen part opens it: inside a stack of spaced
  // elements the overlay would take their spacing as a margin and leave a strip of the page
  // undimmed and clickable at the bottom of the screen.
  return createPortal(
    // One column no wider than the screen: a panel sized by its content (a zoomed PDF page)
    // would otherwise widen the column, push its own Close button off a phone's screen, and a
    // viewer fitted to the panel's width would then grow with it. A panel taller than the screen
    // (a form on a phone turned sideways) makes its row as tall as itself, so the overlay scrolls
    // from the panel's top instead of cutting it at both ends. A long unbroken file name in any
    // dialog's text wraps rather than running off its side.
    <div
      className={`fixed inset-0 z-50 grid grid-cols-1 place-items-center overflow-y-auto overscroll-contain bg-inverse/50 ${size === 'wide' ? 'p-2 sm:p-6' : 'p-4'}`}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        className={`w-full rounded-card bg-surface break-words shadow-xl ${
          size === 'wide'
            ? 'flex h-viewer max-h-224 max-w-5xl flex-col p-3 sm:h-viewer-padded sm:p-5'
            : 'max-w-md p-6'
        } ${className ?? ''}`.trimEnd()}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
