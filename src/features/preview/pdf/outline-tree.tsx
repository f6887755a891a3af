import { ChevronDown, ChevronRight, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { currentEntry, type Destination, type OutlineEntry } from './outline';

/** The ids of `target` and the entries it lies within, so that it starts unfolded and in view. */
function pathTo(entries: readonly OutlineEntry[], target: OutlineEntry | null): Set<number> {
  const path = new Set<number>();
  const walk = (list: readonly OutlineEntry[]): boolean =>
    list.some((entry) => {
      if (entry === target || walk(entry.children)) {
        path.add(entry.id);
        return true;
      }
      return false;
    });
  walk(entries);
  return path;
}

interface TreeProps {
  current: OutlineEntry | null;
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onGo: (destination: Destination) => void;
  onLink: (url: string) => void;
}

function Entries({ entries, ...props }: TreeProps & { entries: readonly OutlineEntry[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => {
        const unfolded = props.open.has(entry.id);
        const go = entry.destination;
        return (
          <li key={entry.id}>
            <div className="flex items-start gap-0.5">
              {entry.children.length > 0 ? (
                <button
                  type="button"
                  aria-label={`${unfolded ? 'Fold' : 'Unfold'} ${entry.title}`}
                  aria-expanded={unfolded}
                  onClick={() => props.onToggle(entry.id)}
                  className="flex h-6 min-h-6 w-6 min-w-6 shrink-0 items-center justify-center rounded-control text-ink-soft hover:bg-sunken"
                >
                  {unfolded ? (
                    <ChevronDown aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  )}
                </button>
              ) : (
                <span aria-hidden="true" className="w-6 shrink-0" />
              )}
              <button
                type="button"
                disabled={!go && !entry.url}
                aria-current={entry === props.current ? 'location' : undefined}
                onClick={() => (go ? props.onGo(go) : entry.url && props.onLink(entry.url))}
                className="flex min-h-6 flex-1 items-start justify-between gap-2 rounded-control px-1 text-left text-sm text-ink hover:bg-sunken disabled:text-ink-muted aria-[current=location]:bg-primary-soft aria-[current=location]:font-semibold aria-[current=location]:text-primary-ink"
              >
                <span>{entry.title}</span>
                {go ? (
                  <span className="shrink-0 text-ink-muted">{go.page}</span>
                ) : entry.url ? (
                  <ExternalLink aria-label="web address" className="h-4 w-4 shrink-0" />
                ) : null}
              </button>
            </div>
            {unfolded && entry.children.length > 0 && (
              <div className="pl-4">
                <Entries entries={entry.children} {...props} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The PDF's outline, nested: each entry goes to its place (or offers its web address), the
 * section the student is in marked and unfolded, the others folded until opened.
 */
export function OutlineTree({
  entries,
  page,
  onGo,
  onLink,
}: {
  entries: readonly OutlineEntry[];
  page: number;
  onGo: (destination: Destination) => void;
  onLink: (url: string) => void;
}) {
  const current = currentEntry(entries, page);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => pathTo(entries, current));
  const onToggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <nav aria-label="Outline">
      <Entries
        entries={entries}
        current={current}
        open={open}
        onToggle={onToggle}
        onGo={onGo}
        onLink={onLink}
      />
    </nav>
  );
}
