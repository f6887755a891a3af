import { useEffect, useState } from 'react';

/**
 * How many of `total` items are drawn: `first` at once, then `step` more each task until all
 * are. A long table or document then shows its start at once and never holds the page for the
 * whole of it.
 */
export function useDrawnInSteps(total: number, step: number, first = step): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const next = setTimeout(() => setDrawn((count) => count + step), 0);
    return () => clearTimeout(next);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
