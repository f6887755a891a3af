import { useId, useRef } from 'react';
import { Modal } from '../../../ui/modal';
import type { DuplicateQuestion } from '../upload/use-upload';

const button = 'rounded-lg px-4 py-2 font-medium';

/**
 * A picked file that the list already holds (same name and size): keep both (the spec's
 * behaviour, a second entry), replace the stored one (only the student's own), or skip it.
 * Escape skips: dismissing changes nothing.
 */
export function DuplicateDialog({ question }: { question: DuplicateQuestion }) {
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const { fileName, canReplace, answer } = question;
  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      onDismiss={() => answer('skip')}
      initialFocus={keepRef}
    >
      <h2 id={titleId} className="mb-2 text-lg font-semibold break-words text-slate-900">
        &lsquo;{fileName}&rsquo; is already in this list
      </h2>
      <p id={textId} className="text-slate-700">
        A file with the same name and size is stored here.{' '}
        {canReplace
          ? 'Keep both, replace the stored one, or skip this file?'
          : 'It was uploaded by another student: keep both, or skip this file?'}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => answer('skip')}
          className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          Skip
        </button>
        {canReplace && (
          <button
            type="button"
            onClick={() => answer('replace')}
            className={`${button} border border-red-700 text-red-700 hover:bg-red-50`}
          >
            Replace
          </button>
        )}
        <button
          ref={keepRef}
          type="button"
          onClick={() => answer('keep')}
          className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}
        >
          Keep both
        </button>
      </div>
    </Modal>
  );
}
