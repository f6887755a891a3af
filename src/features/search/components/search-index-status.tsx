import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { formatSize } from '../../../shared/format-size';
import { cardClass } from '../../../ui/card-styles';
import { buttonClass } from '../../../ui/button-styles';
import {
  useIndexSummary,
  type IndexSummary,
  type UnsearchedFile,
} from '../content/use-index-summary';

/** Files named at most; the rest are counted. */
const NAMED = 8;

function why({ status, reason }: UnsearchedFile): string {
  if (status === 'no-text') return 'no text to search';
  if (status === 'unsupported') return 'this format is not searched';
  if (status === 'full') return 'not searched: the index is full (delete files, then Rebuild)';
  return reason === 'password-protected' ? 'could not read (password-protected)' : 'could not read';
}

function indexLine({ unavailable, ready, done, total, bytes }: IndexSummary): string {
  if (unavailable) {
    return 'Search index: could not be opened in this browser, so only file names are searched. Rebuild tries again.';
  }
  return ready
    ? `Search index: ${done} of ${total} files, ${formatSize(bytes)}`
    : 'Search index: opening…';
}

/**
 * The health of the search inside files: how much of the library it has read, what it takes on
 * this device, which files it cannot search and why, and a rebuild from the files themselves.
 */
export function SearchIndexStatus({ kinds }: { kinds: readonly KindSettings[] }) {
  const summary = useIndexSummary(kinds);
  const titleId = useId();
  const { unsearched } = summary;
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h2 id={titleId} className="mb-3 text-xl font-semibold text-ink">
        Search inside files
      </h2>
      <div className={`${cardClass} space-y-3 p-4 text-sm text-ink-soft`}>
        <p>
          {indexLine(summary)}
          {summary.waiting > 0 && ` · reading ${summary.waiting} more`}
          {summary.waiting === 0 && summary.merging && ' · making searches faster'}
        </p>
        {unsearched.length > 0 && (
          <ul className="list-disc space-y-1 pl-5">
            {unsearched.slice(0, NAMED).map((file, index) => (
              <li key={`${file.fileName}-${index}`} className="break-words">
                {file.fileName}: {why(file)}
              </li>
            ))}
            {unsearched.length > NAMED && <li>and {unsearched.length - NAMED} more</li>}
          </ul>
        )}
        <p className="text-ink-muted">
          The words of PDFs, Word, PowerPoint and Excel files, EPUB books, text and CSV are
          searched, up to 2 MB of text a file, on this device only. Scans and images have no text to
          search; older .doc, .ppt and .xls files are not searched.
        </p>
        <button type="button" onClick={summary.rebuild} className={buttonClass('outline')}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Rebuild
        </button>
      </div>
    </section>
  );
}
