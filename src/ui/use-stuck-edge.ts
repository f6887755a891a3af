import { useEffect, useRef } from 'react';

/**
 * For a bar stuck to the top or foot of the screen: keeps its height in `--stuck-top` or
 * `--stuck-bottom` on the page's root, which the root's scroll padding adds, so a control
 * brought into view by focus is never hidden under the bar, however many rows it wraps to.
 */
export function useStuckEdge<T extends HTMLElement>(edge: 'top' | 'bottom') {
  const bar = useRef<T>(null);
  useEffect(() => {
    const element = bar.current;
    // Without ResizeObserver (a test's DOM), the padding stays the plain 1rem.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const name = `--stuck-${edge}`;
    const observer = new ResizeObserver(() => {
      root.setProperty(name, `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [edge]);
  return bar;
}
