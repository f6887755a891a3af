/** What a student chooses to send: everything of theirs, one kind, one list, or files they pick. */
import type { LibraryFile } from '../library/library-files';
import { placeText } from '../library/library-files';

export type SendChoice =
  | { what: 'everything' }
  | { what: 'kind'; kind: string }
  | { what: 'subject'; listKey: string }
  | { what: 'files'; ids: ReadonlySet<string> };

/** The files a choice sends, of the student's own. */
export function chosenFiles(own: readonly LibraryFile[], choice: SendChoice): LibraryFile[] {
  switch (choice.what) {
    case 'everything':
      return [...own];
    case 'kind':
      return own.filter((file) => file.kind.kind === choice.kind);
    case 'subject':
      return own.filter((file) => file.layout.listKey === choice.listKey);
    case 'files':
      return own.filter((file) => choice.ids.has(file.record.id));
  }
}

/** The student's kinds and lists that hold files, each once, in the library's order. */
export function groupsOf(own: readonly LibraryFile[]) {
  const kinds = new Map<string, string>();
  const lists = new Map<string, string>();
  for (const file of own) {
    kinds.set(file.kind.kind, file.kind.label);
    lists.set(file.layout.listKey, placeText(file));
  }
  return {
    kinds: [...kinds].map(([value, label]) => ({ value, label })),
    lists: [...lists].map(([value, label]) => ({ value, label })),
  };
}
