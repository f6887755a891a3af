import type { KindSettings, MaterialScope } from './kinds/kind-settings';
import { placeText } from './library-files';

/** One list of the library: a kind, one of its lists, and its name as the student reads it. */
export interface ListPlace {
  kind: KindSettings;
  scope: MaterialScope;
  label: string;
}

/** Every list of `kinds`, in the kinds' order and each kind's own: "Notes · DSA", … */
export function everyList(kinds: readonly KindSettings[]): ListPlace[] {
  return kinds.flatMap((kind) =>
    kind.scopes().map((scope) => ({
      kind,
      scope,
      label: placeText({ kind, names: kind.names(scope) }),
    })),
  );
}

/** Every list of `kinds` that belongs to the subject `slug`, in the kinds' order. */
export function subjectLists(kinds: readonly KindSettings[], slug: string): ListPlace[] {
  return everyList(kinds).filter((place) => place.scope.subject === slug);
}
