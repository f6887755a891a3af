import { Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { fileCountText } from '../../../shared/file-count';
import type { SubjectName } from '../../library/subject-names';
import { FileMeta } from '../../library/components/file-meta';
import { FileIcon } from '../../library/components/file-icon';
import { placeText, type LibraryFile } from '../../library/library-files';
import type { ContentMatch } from '../content/use-content-search';
import { partLabel } from '../content/part-label';

/** One result of the search: a file by its name, a subject's page, or a page inside a file. */
export type SearchOption =
  | { type: 'name'; file: LibraryFile }
  | { type: 'subject'; subject: SubjectName; files: number }
  | { type: 'page'; match: ContentMatch };

export function optionKey(option: SearchOption): string {
  if (option.type === 'subject') return `subject:${option.subject.slug}`;
  const file = option.type === 'name' ? option.file : option.match.file;
  const where = `${file.layout.listKey}/${file.record.id}`;
  return option.type === 'name' ? where : `${where}#${option.match.part}`;
}

export function OptionContent({ option }: { option: SearchOption }): ReactNode {
  if (option.type === 'subject') {
    return (
      <>
        <Library aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary-ink" />
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink">{option.subject.name}</span>
          <span className="block text-xs text-ink-muted">
            Subject page · {option.files === 0 ? 'no files yet' : fileCountText(option.files)}
          </span>
        </span>
      </>
    );
  }
  const file = option.type === 'name' ? option.file : option.match.file;
  return (
    <>
      <FileIcon fileName={file.record.fileName} className="mt-0.5 h-5 w-5 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-ink">{file.record.fileName}</span>
        {option.type === 'name' ? (
          <span className="block text-xs text-ink-muted">
            <FileMeta record={file.record} place={placeText(file)} />
          </span>
        ) : (
          <>
            <span className="block text-xs text-ink-muted">
              {placeText(file)} · {partLabel(file.record.fileName, option.match.part)}
            </span>
            <span className="line-clamp-2 text-xs text-ink-soft">
              {option.match.snippet.map((run, index) =>
                run.marked ? <mark key={index}>{run.text}</mark> : run.text,
              )}
            </span>
          </>
        )}
      </span>
    </>
  );
}
