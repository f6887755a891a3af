import { useEffect, useRef, useState } from 'react';
import type { FileSteps } from '../library/file-viewer';

/** A swipe is at least this far sideways, and mostly sideways. */
const SWIPE_PX = 60;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Whether something between `target` and `until` scrolls sideways: a swipe there pans it. */
function pansSideways(target: EventTarget | null, until: HTMLElement): boolean {
  for (let node = target instanceof Element ? target : null; node && node !== until;) {
    if (node.scrollWidth > node.clientWidth + 1) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    node = node.parentElement;
  }
  return false;
}

/**
 * Ctrl (⌘ on a Mac) with the left or right arrow, and a sideways swipe on a touch screen, move to
 * the previous or next file. A modifier, because the arrows alone scroll a page or move the
 * caret; a swipe over a table or a zoomed page that scrolls sideways pans it instead.
 */
export function useStepGestures(steps: FileSteps | undefined) {
  const latest = useRef(steps);
  useEffect(() => {
    latest.current = steps;
  }, [steps]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      const step =
        event.key === 'ArrowLeft'
          ? latest.current?.previous
          : event.key === 'ArrowRight'
            ? latest.current?.next
            : undefined;
      if (step === undefined) return;
      // Held even at an end of the list: ⌘← would otherwise take a Mac's browser back a page.
      event.preventDefault();
      step?.();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Listened for natively: a sideways move must be held from the browser (non-passive), or a
  // swipe towards the previous file also takes the browser back a page.
  const [area, setArea] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!area) return;
    let from: { x: number; y: number } | null = null;
    const sideways = (touch: Touch) =>
      from !== null && Math.abs(touch.clientX - from.x) > 2 * Math.abs(touch.clientY - from.y);
    function onStart(event: TouchEvent) {
      const touch = event.touches[0];
      from =
        event.touches.length === 1 && touch && area && !pansSideways(event.target, area)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    }
    function onMove(event: TouchEvent) {
      const touch = event.touches[0];
      if (touch && sideways(touch) && event.cancelable) event.preventDefault();
    }
    function onEnd(event: TouchEvent) {
      const touch = event.changedTouches[0];
      if (from && touch && sideways(touch)) {
        const dx = touch.clientX - from.x;
        if (Math.abs(dx) >= SWIPE_PX)
          (dx < 0 ? latest.current?.next : latest.current?.previous)?.();
      }
      from = null;
    }
    const onCancel = () => {
      from = null;
    };
    area.addEventListener('touchstart', onStart, { passive: true });
    area.addEventListener('touchmove', onMove, { passive: false });
    area.addEventListener('touchend', onEnd);
    area.addEventListener('touchcancel', onCancel);
    return () => {
      area.removeEventListener('touchstart', onStart);
      area.removeEventListener('touchmove', onMove);
      area.removeEventListener('touchend', onEnd);
      area.removeEventListener('touchcancel', onCancel);
    };
  }, [area]);

  /** The element a swipe is made over. */
  return setArea;
}
