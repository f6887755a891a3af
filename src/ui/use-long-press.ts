import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests on an item before it counts as a long press. */
export const LONG_PRESS_MS = 500;
/** How far the finger may move (a scroll starting) before the press is no longer one. */
const SLOP_PX = 10;

/**
 * A long press of a finger (not a mouse, whose right button has its own menu): `onLongPress`
 * runs once the finger has rested LONG_PRESS_MS, and the click that follows the lift is
 * swallowed, so the press does not also open what it rested on.
 */
export function useLongPress<T extends HTMLElement>(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const pressed = useRef(false);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent<T>) => {
      if (event.pointerType !== 'touch') return;
      cancel();
      pressed.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        pressed.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent<T>) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onClickCapture: (event: MouseEvent<T>) => {
      if (!pressed.current) return;
      pressed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu: (event: MouseEvent<T>) => {
      // The phone's own long-press menu (on a link) would cover the choice just made.
      if (pressed.current || timer.current !== null) event.preventDefault();
    },
  };
}
