import { Lightbulb } from 'lucide-react';
import { CloseButton } from '../../../ui/close-button';
import { useStudyTips } from '../use-study-tips';
import { buttonClass } from '../../../ui/button-styles';
import { popoverClass } from '../../../ui/card-styles';

/**
 * The study-tip helper. It never covers the page: on a screen wide enough to have a margin beside
 * the dashboard's column (2xl, 1536 px), it floats in that margin, its tip above its button; on
 * any narrower screen it sits in the page's flow at its foot, the tip beside the button. The tip
 * text is a polite live region always in the page, so each new tip is announced without
 * interrupting.
 */
export function StudyTipHelper() {
  const { tip, dismissed, showRandomTip, dismiss } = useStudyTips();
  if (dismissed) return null;

  return (
    <div
      role="group"
      aria-label="Study tip helper"
      className="mt-10 flex items-start gap-3 2xl:fixed 2xl:right-4 2xl:bottom-4 2xl:z-30 2xl:mt-0 2xl:w-40 2xl:flex-col-reverse 2xl:items-end"
    >
      <button
        type="button"
        onClick={showRandomTip}
        aria-label="Show a study tip"
        className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-primary text-on-primary shadow-lg hover:bg-primary-strong"
      >
        <Lightbulb aria-hidden="true" className="h-6 w-6" />
      </button>
      <div
        className={
          tip ? `${popoverClass} relative min-w-0 flex-1 p-4 pr-12 text-sm text-ink-soft` : ''
        }
      >
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
    </div>
  );
}
