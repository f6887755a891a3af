import type { StoredFileRecord } from '../../../storage/file-store';
import { formatSize } from '../../../shared/format-size';
import { formatUploadDate } from '../../../shared/format-date';

/**
 * A file's size and upload date (after its place, where the file is shown away from its list).
 * Each part wraps as a whole: a phone's line breaks before "Nov 25, 2026, 2:34 PM", not inside it.
 */
export function FileMeta({ record, place }: { record: StoredFileRecord; place?: string }) {
  return (
    <>
      {place !== undefined && <>{place} · </>}
      <span className="whitespace-nowrap">{formatSize(record.fileSize)}</span> ·{' '}
      <time dateTime={record.uploadedAt} className="whitespace-nowrap">
        {formatUploadDate(record.uploadedAt)}
      </time>
    </>
  );
}
