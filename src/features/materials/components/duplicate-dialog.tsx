import { useId, useRef } from 'react';
import { Modal } from '../../../ui/modal';
import type { DuplicateQuestion } from '../upload/use-duplicate-question';
import { buttonClass } from '../../../ui/button-styles';

/**
 * A picked file named like one the list holds, whatever its size: keep both (the new one under a
 * numbered name, `week-3 (2).pdf`), replace the stored one (only the student's own; the old one
 * goes to the Trash), or skip it. Escape skips: dismissing changes nothing.
 */
export function DuplicateDialog({ question }: { question: DuplicateQuestion }) {
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const { fileName, canReplace, keptAs, answer } = question;
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
        A file of this name is stored here.{' '}
        {canReplace
          ? `Keep both (this one as '${keptAs}'), replace the stored one, or skip this file?`
          : `It was uploaded by another student: keep both (this one as '${keptAs}'), or skip this file?`}
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
