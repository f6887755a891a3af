import { useId, useRef } from 'react';
import { Modal } from '../../../ui/modal';
import type { DuplicateQuestion } from '../upload/use-upload';
import { buttonClass } from '../../../ui/button-styles';

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
      <h2 id={titleId} className="mb-2 text-lg font-semibold text-ink">
        &lsquo;{fileName}&rsquo; is already in this list
      </h2>
      <p id={textId} className="text-ink-soft">
        A file with the same name and size is stored here.{' '}
        {canReplace
          ? 'Keep both, replace the stored one, or skip this file?'
          : 'It was uploaded by another student: keep both, or skip this file?'}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => answer('skip')} className={buttonClass('secondary')}>
          Skip
        </button>
        {canReplace && (
          <button
            type="button"
            onClick={() => answer('replace')}
            className={buttonClass('danger-outline')}
          >
            Replace
          </button>
        )}
        <button
          ref={keepRef}
          type="button"
          onClick={() => answer('keep')}
          className={buttonClass('primary')}
        >
          Keep both
        </button>
      </div>
    </Modal>
  );
}
