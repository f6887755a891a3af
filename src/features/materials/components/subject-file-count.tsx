import { fileCountText } from '../format/file-count';

/** A subject card's count of the files stored for it; nothing for a subject with none yet. */
export function SubjectFileCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="mt-1 block text-sm font-semibold text-primary-ink">
      {fileCountText(count)}
    </span>
  );
}
