import { Lightbulb } from 'lucide-react';
import { CloseButton } from '../../../ui/close-button';
import { useStudyTips } from '../use-study-tips';
import { buttonClass } from '../../../ui/button-styles';
import { popoverClass } from '../../../ui/card-styles';

/**
 * The floating study-tip helper. The tip text sits in a polite live region that is
 * always in the page, so screen readers announce each new tip without interrupting.
 */
export function StudyTipHelper() {
  const { tip, dismissed, showRandomTip, dismiss } = useStudyTips();
  if (dismissed) return null;

  return (
    <>
      {/* Room at the foot of the page for the helper floating over it: on a phone the last
          controls (Restore, Check integrity) can then be scrolled clear of it, not hidden
          under it. Taller than the helper with the longest tip at 320 px. */}
      <div aria-hidden="true" className={tip ? 'h-56' : 'h-20'} />
      <div
        role="group"
        aria-label="Study tip helper"
        className="fixed right-4 bottom-4 z-30 flex max-w-xs flex-col items-end gap-3"
      >
        <div className={tip ? `${popoverClass} relative p-4 pr-12 text-sm text-ink-soft` : ''}>
          <p role="status" aria-label="Study tip" aria-atomic="true">
            {tip}
          </p>
          {tip && (
            <CloseButton
              label="Close study tips for good"
              onClick={dismiss}
              className={`${buttonClass('ghost', 'icon')} absolute top-1 right-1`}
            />
          )}
        </div>
        <button
          type="button"
          onClick={showRandomTip}
          aria-label="Show a study tip"
          className="grid h-12 w-12 place-items-center rounded-full bg-primary text-on-primary shadow-lg hover:bg-primary-strong"
        >
          <Lightbulb aria-hidden="true" className="h-6 w-6" />
        </button>
      </div>
    </>
  );
}
