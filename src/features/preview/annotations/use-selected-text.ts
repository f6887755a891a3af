import { useEffect, useState, type RefObject } from 'react';
import { readSelection, type SelectedText } from './read-selection';

/**
 * The text selected on a page inside `reader`, followed as the selection changes (read once a
 * frame at most: a drag changes it many times a frame). Null when nothing is, or when `active`
 * is false.
 */
export function useSelectedText(
  reader: RefObject<HTMLElement | null>,
  active: boolean,
): [SelectedText | null, () => void] {
  const [selected, setSelected] = useState<SelectedText | null>(null);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = reader.current;
        setSelected(element ? readSelection(element) : null);
      });
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [reader, active]);
  const clear = () => {
    document.getSelection()?.removeAllRanges();
    setSelected(null);
  };
  return [active ? selected : null, clear];
}
