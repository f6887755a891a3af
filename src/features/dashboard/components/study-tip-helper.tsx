import { Lightbulb } from 'lucide-react';
import { CloseButton } from '../../../ui/close-button';
import { useStudyTips } from '../use-study-tips';

/**
 * The floating study-tip helper. The tip text sits in a polite live region that is
 * always in the page, so screen readers announce each new tip without interrupting.
 */
export function StudyTipHelper() {
  const { tip, dismissed, showRandomTip, dismiss } = useStudyTips();
  if (dismissed) return null;

  return (
    <div
      role="group"
      aria-label="Study tip helper"
      className="fixed right-4 bottom-4 z-30 flex max-w-xs flex-col items-end gap-3"
    >
      <div
        className={
          tip
            ? 'relative rounded-xl border border-indigo-200 bg-white p-4 pr-10 text-sm text-slate-800 shadow-lg'
            : ''
        }
      >
        <p role="status" aria-label="Study tip" aria-atomic="true">
          {tip}
        </p>
        {tip && (
          <CloseButton
            label="Close study tips for good"
            onClick={dismiss}
            className="absolute top-2 right-2 rounded p-1 text-slate-600 hover:bg-slate-100"
          />
        )}
      </div>
      <button
        type="button"
        onClick={showRandomTip}
        aria-label="Show a study tip"
        className="grid h-12 w-12 place-items-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700"
      >
        <Lightbulb aria-hidden="true" className="h-6 w-6" />
      </button>
    </div>
  );
}
