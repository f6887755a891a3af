/**
 * Which files of a list are chosen for an action on many at once. A click toggles one file and
 * makes it the anchor; a Shift-click chooses every file from the anchor to it, in the order shown.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const NOTHING_SELECTED: Selection = { ids: new Set(), anchor: null };

export function choose(
  selection: Selection,
  shown: readonly string[],
  id: string,
  range: boolean,
): Selection {
  const from = selection.anchor === null ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(id);
  if (range && from !== -1 && to !== -1) {
    const [start, end] = from < to ? [from, to] : [to, from];
    return { ids: new Set([...selection.ids, ...shown.slice(start, end + 1)]), anchor: id };
  }
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/** The selection without files no longer listed (deleted, moved, or by another tab). */
export function keepListed(selection: Selection, listed: ReadonlySet<string>): Selection {
  if ([...selection.ids].every((id) => listed.has(id))) return selection;
  return {
    ids: new Set([...selection.ids].filter((id) => listed.has(id))),
    anchor: selection.anchor !== null && listed.has(selection.anchor) ? selection.anchor : null,
  };
}
