/**
 * A PDF's outline (its table of contents) and where its links lead, as the reader uses them: each
 * destination resolved to a page and a point down it. An outline comes from the file, so it is
 * bounded in entries and depth: a crafted one of a million entries lists the first few thousand.
 */

/** The parts of pdf.js's document the outline needs (a test gives its own). */
export interface OutlineSource {
  getOutline(): Promise<RawOutlineItem[] | null>;
  getDestination(name: string): Promise<unknown[] | null>;
  getPageIndex(ref: { num: number; gen: number }): Promise<number>;
  numPages: number;
}

export interface RawOutlineItem {
  title: string;
  dest: string | unknown[] | null;
  url: string | null;
  items: RawOutlineItem[];
}

/** Where a link or an outline entry leads: a page, and how far down it (0 to 1) when it says. */
export interface Destination {
  page: number;
  /** The destination's top, in the page's own units from its bottom edge, when it names one. */
  top: number | null;
}

export interface OutlineEntry {
  /** Unique in the outline, in reading order. */
  id: number;
  title: string;
  depth: number;
  destination: Destination | null;
  /** A web address instead of a place in the document. */
  url: string | null;
  children: OutlineEntry[];
}

export const OUTLINE_MAX_ENTRIES = 5_000;
export const OUTLINE_MAX_DEPTH = 12;
const TITLE_MAX_CHARS = 300;

const isRef = (value: unknown): value is { num: number; gen: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { num?: unknown }).num === 'number' &&
  typeof (value as { gen?: unknown }).gen === 'number';

/** The top a destination array names: XYZ's, FitH's, FitBH's or FitR's; null for the others. */
function topOf(explicit: readonly unknown[]): number | null {
  const kind = (explicit[1] as { name?: unknown } | undefined)?.name;
  const at =
    kind === 'XYZ' ? 3 : kind === 'FitH' || kind === 'FitBH' ? 2 : kind === 'FitR' ? 5 : -1;
  const top = explicit[at];
  return typeof top === 'number' && Number.isFinite(top) ? top : null;
}

/** Resolves a named or explicit destination to its page; null when it leads nowhere in the file. */
export async function resolveDestination(
  pdf: OutlineSource,
  dest: string | readonly unknown[] | null,
): Promise<Destination | null> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target: unknown = explicit[0];
    const index = isRef(target)
      ? await pdf.getPageIndex(target)
      : typeof target === 'number'
        ? target
        : -1;
    if (!Number.isInteger(index) || index < 0 || index >= pdf.numPages) return null;
    return { page: index + 1, top: topOf(explicit) };
  } catch {
    return null;
  }
}

/** The document's outline, bounded; empty when it has none. */
export async function readOutline(pdf: OutlineSource): Promise<OutlineEntry[]> {
  const raw = await pdf.getOutline().catch(() => null);
  let count = 0;
  const walk = async (items: readonly RawOutlineItem[], depth: number): Promise<OutlineEntry[]> => {
    const entries: OutlineEntry[] = [];
    for (const item of items) {
      if (count >= OUTLINE_MAX_ENTRIES) break;
      count += 1;
      const id = count;
      const title = String(item.title ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, TITLE_MAX_CHARS);
      const url = typeof item.url === 'string' && /^https?:\/\//i.test(item.url) ? item.url : null;
      const destination = url ? null : await resolveDestination(pdf, item.dest);
      const children =
        depth + 1 < OUTLINE_MAX_DEPTH && Array.isArray(item.items)
          ? await walk(item.items, depth + 1)
          : [];
      entries.push({ id, title: title || 'Untitled', depth, destination, url, children });
    }
    return entries;
  };
  return raw ? walk(raw, 0) : [];
}

/** Every entry in reading order. */
export function flatOutline(entries: readonly OutlineEntry[]): OutlineEntry[] {
  return entries.flatMap((entry) => [entry, ...flatOutline(entry.children)]);
}

/** The section the student is in: the last entry, in reading order, starting on or before `page`. */
export function currentEntry(entries: readonly OutlineEntry[], page: number): OutlineEntry | null {
  let current: OutlineEntry | null = null;
  for (const entry of flatOutline(entries)) {
    const at = entry.destination?.page;
    if (at !== undefined && at <= page) current = entry;
  }
  return current;
}

/** How far down its page (0 to 1) a destination's top is, for a page `height` units tall. */
export function withinPage(destination: Destination, view: readonly number[]): number {
  const [, bottom = 0, , top = 0] = view;
  const height = top - bottom;
  if (destination.top === null || height <= 0) return 0;
  return Math.min(1, Math.max(0, (top - destination.top) / height));
}
