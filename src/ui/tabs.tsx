import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { segmentedOption, segmentedTrack } from './segmented';

export interface TabItem {
  /** Stable key of the tab, unique within the list. */
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs of the WAI-ARIA pattern: one tab stop for the list (roving tabindex), arrow keys,
 * Home and End move and select, every panel labelled by its tab. All panels stay mounted
 * (hidden) so each tab's aria-controls points at an element that exists. Panels are not tab
 * stops themselves: Tab goes from the tab straight to the panel's first control.
 */
export function Tabs({
  label,
  items,
  initialKey,
  onSelect,
}: {
  label: string;
  items: readonly TabItem[];
  initialKey?: string;
  /** Told of each tab the student selects. */
  onSelect?: (key: string) => void;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(initialKey ?? items[0]?.key);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.key);
    onSelect?.(item.key);
    tabRefs.current.get(item.key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={segmentedTrack}>
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                setSelected(item.key);
                onSelect?.(item.key);
              }}
              className={segmentedOption(isSelected)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selected}
          className="mt-6"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
