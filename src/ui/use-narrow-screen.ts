import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint (40rem), where the screens take their phone layout. */
const NARROW_SCREEN = '(width < 40rem)';

/** Null where the browser cannot answer (jsdom), which reads as wide. */
function narrowQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null;
}

function subscribe(onChange: () => void) {
  const list = narrowQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isNarrow = () => narrowQuery()?.matches ?? false;

/**
 * True on a phone-width screen, following rotation and resizing. For the parts of a screen that
 * are better not built than built and hidden: a list of 1,000 files would otherwise build each
 * row's actions twice, once for each layout.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
