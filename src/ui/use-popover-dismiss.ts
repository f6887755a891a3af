import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popover (a menu under its button) on Escape, giving focus back to its button,
 * and on a press anywhere outside it.
 */
export function usePopoverDismiss({
  open,
  close,
  containerRef,
  buttonRef,
}: {
  open: boolean;
  close: () => void;
  containerRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
}): void {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, containerRef, buttonRef]);
}
