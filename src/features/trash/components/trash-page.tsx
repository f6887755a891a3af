import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { TrashEntry } from '../../../storage/trash';
import { fileCountText } from '../../../shared/file-count';
import { formatUploadDate } from '../../../shared/format-date';
import { formatSize } from '../../../shared/format-size';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { placeOf, placeText } from '../../library/library-files';
import { daysLeft, useTrash } from '../use-trash';

/** 'Notes · DSA': where the file was deleted from, which a restore puts it back in. */
function fromText(kinds: readonly KindSettings[], listKey: string): string {
  const place = placeOf(kinds, listKey);
  if (!place) return 'A list this version does not know';
  return placeText({ kind: place.kind, names: place.kind.names(place.scope) });
}

type Question = { kind: 'one'; entry: TrashEntry } | { kind: 'all' } | null;

/**
 * /trash: the files the student deleted on this device in the last 30 days, each with where it
 * came from and when; Restore lists it again, Delete for good removes it, Empty Trash all of them.
 */
export function TrashPage({ kinds }: { kinds: readonly KindSettings[] }) {
  useDocumentTitle('Trash');
  const trash = useTrash();
  const [question, setQuestion] = useState<Question>(null);
  const [now] = useState(() => Date.now());
  const total = trash.entries.reduce((sum, { record }) => sum + record.fileSize, 0);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Trash</h1>
          <p className="mt-1 text-ink-soft">
            Files you delete on this device wait here for {trash.keptDays} days, then they are
            deleted for good.
          </p>
        </div>
        {trash.entries.length > 0 && (
          <button
            type="button"
            className={buttonClass('danger-outline')}
            disabled={trash.busy}
            onClick={() => setQuestion({ kind: 'all' })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Empty Trash
          </button>
        )}
      </div>
      {trash.message && (
        <div className="mt-4">
          <Alert tone={trash.message.tone} onDismiss={trash.dismissMessage}>
            {trash.message.text}
          </Alert>
        </div>
      )}
      {trash.entries.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Trash2} title="The Trash is empty">
            Deleted files come here first, so a slip never costs a file.
          </EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-soft">
            {fileCountText(trash.entries.length)}, {formatSize(total)}
          </p>
          <ul aria-label="Files in the Trash" className="mt-2 space-y-3">
            {trash.entries.map((entry) => {
              const { record } = entry;
              const left = daysLeft(entry.deletedAt, now);
              return (
                <li
                  key={record.id}
                  className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-4`}
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-ink">{record.fileName}</p>
                    <p className="text-sm text-ink-soft">
                      From {fromText(kinds, entry.listKey)} · {formatSize(record.fileSize)}
                    </p>
                    <p className="text-sm text-ink-soft">
                      Deleted{' '}
                      <time dateTime={entry.deletedAt}>{formatUploadDate(entry.deletedAt)}</time> ·{' '}
                      {left === 1 ? '1 day left' : `${left} days left`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm')}
                      disabled={trash.busy}
                      aria-label={`Restore ${record.fileName}`}
                      onClick={() => void trash.restore(entry)}
                    >
                      <RotateCcw aria-hidden="true" className="h-4 w-4" />
                      Restore
                    </button>
                    <button
                      type="button"
                      className={buttonClass('danger-outline', 'sm')}
                      disabled={trash.busy}
                      aria-label={`Delete for good: ${record.fileName}`}
                      onClick={() => setQuestion({ kind: 'one', entry })}
                    >
                      Delete for good
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={question !== null}
        title={
          question?.kind === 'one'
            ? `Delete '${question.entry.record.fileName}' for good?`
            : 'Empty the Trash?'
        }
        message={
          question?.kind === 'one'
            ? 'It cannot be restored afterwards.'
            : `This deletes ${fileCountText(trash.entries.length)} for good. They cannot be restored afterwards.`
        }
        confirmLabel={question?.kind === 'one' ? 'Delete for good' : 'Empty Trash'}
        destructive
        onConfirm={() => {
          if (question?.kind === 'one') void trash.remove(question.entry);
          else void trash.empty();
          setQuestion(null);
        }}
        onCancel={() => setQuestion(null)}
      />
    </div>
  );
}
