import { useMemo, type ReactNode } from 'react';
import type { KindSettings } from '../kinds/kind-settings';
import { placeText } from '../library-files';
import { subjectLists } from '../list-places';
import { DropToChosenList } from './drop-to-chosen-list';
import { DropToUpload } from './drop-to-upload';

/**
 * A subject's card taking files dropped from the desktop for `kind`: the subject's one list opens
 * its upload screen with them chosen; a subject with several lists (a paper's mid- and
 * end-semester) first asks which.
 */
export function DropOnSubject({
  kind,
  subject,
  children,
}: {
  kind: KindSettings;
  /** The subject's slug. */
  subject: string;
  children: ReactNode;
}) {
  const places = useMemo(() => subjectLists([kind], subject), [kind, subject]);
  const [only] = places;
  if (!only) return children;
  if (places.length > 1) {
    const names = kind.names(only.scope);
    return (
      <DropToChosenList
        places={places}
        fieldLabel="List"
        text={`Drop to upload to ${placeText({ kind, names: { subject: names.subject } })}: you choose the list next`}
        placement="card"
      >
        {children}
      </DropToChosenList>
    );
  }
  return (
    <DropToUpload to={kind.routes.upload(only.scope)} place={only.label} placement="card">
      {children}
    </DropToUpload>
  );
}
