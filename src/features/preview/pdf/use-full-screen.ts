import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The reader filling the screen: on while its element is the document's full-screen element (the
 * browser's Escape leaves it too). No control where the browser offers no full screen for an
 * element (an iPhone's Safari), so no button promises it.
 */
export function useFullScreen<T extends HTMLElement>() {
  const element = useRef<T>(null);
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () =>
      setOn(element.current !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = useCallback(() => {
    const target = element.current;
    if (!target) return;
    // Refused (no gesture, a policy): the reader simply stays as it is.
    if (document.fullscreenElement === target) {
      void document.exitFullscreen().catch(() => undefined);
    } else void target.requestFullscreen().catch(() => undefined);
  }, []);
  const offered = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return [element, offered ? { on, toggle } : null] as const;
}
