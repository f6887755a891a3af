import type { ReactNode } from 'react';
import { FileMeta } from '../../library/components/file-meta';
import { FileIcon } from '../../library/components/file-icon';
import { placeText, type LibraryFile } from '../../library/library-files';
import type { ContentMatch } from '../content/use-content-search';
import { partLabel } from '../content/part-label';

/** One result of the search: a file by its name, or a page inside a file by its words. */
export type SearchOption =
  { type: 'name'; file: LibraryFile } | { type: 'page'; match: ContentMatch };

export function optionKey(option: SearchOption): string {
  const file = option.type === 'name' ? option.file : option.match.file;
  const where = `${file.layout.listKey}/${file.record.id}`;
  return option.type === 'name' ? where : `${where}#${option.match.part}`;
}

export function OptionContent({ option }: { option: SearchOption }): ReactNode {
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
