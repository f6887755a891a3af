import { Eye, FileSearch, History, Upload } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { fileCountText } from '../../../shared/file-count';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { EmptyState } from '../../../ui/empty-state';
import { fieldClass } from '../../../ui/field-styles';
import { DropToUpload } from '../../library/components/drop-to-upload';
import { FileIcon } from '../../library/components/file-icon';
import { FileMeta } from '../../library/components/file-meta';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { placeText, type LibraryFile } from '../../library/library-files';
import type { ListPlace } from '../../library/list-places';
import { useLibrary } from '../../library/use-library';
import { MaterialPageShell } from './material-page-shell';
import { OwnSubjectActions } from './own-subject-actions';
import { useOwnSubject } from '../subjects/use-own-subjects';
import { filesMatching, subjectFiles, subjectNames } from '../subjects/subject-lists';

/** Recent files shown at most; the lists hold the rest. */
const RECENT = 5;
/** Matches of the subject's search shown at most. */
const MATCHES = 20;

/** One list of the subject: its count and its two ways on; files dropped on it go to it. */
function ListCard({ place, count }: { place: ListPlace; count: number }) {
  const { kind, scope, label } = place;
  const titleId = useId();
  return (
    <li>
      <DropToUpload to={kind.routes.upload(scope)} place={label} placement="card">
        <section aria-labelledby={titleId} className={`${cardClass} h-full p-5`}>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {label}
          </h2>
          <p
            className={`mt-1 text-sm ${count > 0 ? 'font-semibold text-primary-ink' : 'text-ink-muted'}`}
          >
            {count > 0 ? fileCountText(count) : 'No files yet'}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={kind.routes.view(scope)}
              aria-label={`View ${label}`}
              className={buttonClass('outline')}
            >
              <Eye aria-hidden="true" className="h-4 w-4" />
              View
            </Link>
            <Link
              to={kind.routes.upload(scope)}
              aria-label={`Upload to ${label}`}
              className={buttonClass('secondary')}
            >
              <Upload aria-hidden="true" className="h-4 w-4" />
              Upload
            </Link>
          </div>
        </section>
      </DropToUpload>
    </li>
  );
}

/** Files of the subject, each leading to its list with the file open in the viewer. */
function FileLinks({ files, label }: { files: readonly LibraryFile[]; label: string }) {
  return (
    <ul aria-label={label} className={`${cardClass} divide-y divide-line`}>
      {files.map((file) => (
        <li key={`${file.layout.listKey}/${file.record.id}`}>
          <Link to={file.viewHref} className="flex min-w-0 items-center gap-3 p-3 hover:bg-sunken">
            <FileIcon fileName={file.record.fileName} className="h-6 w-6 shrink-0" />
            <span className="min-w-0">
              <span className="line-clamp-2 font-medium break-words text-ink">
                {file.record.fileName}
              </span>
              <span className="block text-xs text-ink-muted">
                <FileMeta record={file.record} place={placeText(file)} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A search among the subject's files by their names. */
function SubjectSearch({ name, files }: { name: string; files: readonly LibraryFile[] }) {
  const [query, setQuery] = useState('');
  const fieldId = useId();
  const matches = useMemo(() => filesMatching(files, query), [files, query]);
  const asked = query.trim();
  return (
    <section aria-labelledby={`${fieldId}-title`} className="mt-10">
      <h2 id={`${fieldId}-title`} className="mb-3 text-xl font-semibold text-ink">
        Find in {name}
      </h2>
      <label htmlFor={fieldId} className="block font-medium text-ink">
        Name of a file of {name}
      </label>
      <input
        id={fieldId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={`${fieldClass} mt-1 w-full max-w-md`}
      />
      {asked !== '' && (
        <div className="mt-3">
          <p role="status" className="mb-2 text-sm text-ink-soft">
            {matches.length === 0
              ? `No file of ${name} is named with “${asked}”.`
              : `${fileCountText(matches.length)} of ${name} named with “${asked}”.`}
          </p>
          {matches.length > 0 && (
            <FileLinks files={matches.slice(0, MATCHES)} label={`Files of ${name} found`} />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * One subject's page: its notes, mid- and end-semester papers and books side by side (each list
 * as the spec keeps it, with its count and its screens), its newest files, and a search among
 * them. Files dropped on a list's card go to that list's upload screen.
 */
export function SubjectPage({
  kinds,
  lists,
  subject,
}: {
  kinds: readonly KindSettings[];
  /** The subject's lists (see subjectLists); at least one. */
  lists: readonly ListPlace[];
  subject: string;
}) {
  const library = useLibrary(kinds);
  const files = useMemo(() => subjectFiles(library, subject), [library, subject]);
  const { name, fullName } = subjectNames(lists);
  const own = useOwnSubject(subject);
  const countOf = (place: ListPlace) =>
    files.filter(
      (file) => file.kind === place.kind && file.scope.paperType === place.scope.paperType,
    ).length;
  return (
    <MaterialPageShell
      title={name}
      intro={own ? `A subject you added to Semester ${own.semester}.` : fullName}
      trail={[{ label: name }]}
    >
      {own && <OwnSubjectActions slug={subject} name={own.name} kinds={kinds} />}
      <ul aria-label={`Lists of ${name}`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {lists.map((place) => (
          <ListCard key={place.label} place={place} count={countOf(place)} />
        ))}
      </ul>

      <section aria-labelledby="subject-recent" className="mt-10">
        <h2 id="subject-recent" className="mb-3 text-xl font-semibold text-ink">
          Newest files of {name}
        </h2>
        {files.length === 0 ? (
          <EmptyState
            icon={History}
            title={`No files of ${name} yet. Drop some on a list above, or upload them there.`}
            compact
          />
        ) : (
          <FileLinks files={files.slice(0, RECENT)} label={`Newest files of ${name}`} />
        )}
      </section>

      {files.length > 0 ? (
        <SubjectSearch name={name} files={files} />
      ) : (
        <p className="mt-10 flex items-center gap-2 text-sm text-ink-muted">
          <FileSearch aria-hidden="true" className="h-4 w-4" />
          The search among {name}’s files opens once it has some.
        </p>
      )}
    </MaterialPageShell>
  );
}
