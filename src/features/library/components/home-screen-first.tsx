import { Share, SquarePlus } from 'lucide-react';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { SEVEN_DAYS_SENTENCE } from '../keeping/keeping-texts';

/** The share sheet as Safari shows it, its Add to Home Screen row marked: what to look for. */
function ShareSheetPicture() {
  return (
    <svg
      role="img"
      aria-label="Safari's share sheet, opened from the Share button, with Add to Home Screen marked"
      viewBox="0 0 160 220"
      className="h-52 w-auto shrink-0 text-ink"
    >
      <rect
        x="4"
        y="4"
        width="152"
        height="212"
        rx="18"
        className="fill-canvas stroke-line"
        strokeWidth="3"
      />
      <rect
        x="16"
        y="80"
        width="128"
        height="112"
        rx="10"
        className="fill-surface stroke-line"
        strokeWidth="2"
      />
      <text x="26" y="102" className="fill-ink-soft" fontSize="10">
        Copy
      </text>
      <line x1="22" y1="112" x2="138" y2="112" className="stroke-line" strokeWidth="1" />
      <text x="26" y="130" className="fill-ink-soft" fontSize="10">
        Add Bookmark
      </text>
      <line x1="22" y1="140" x2="138" y2="140" className="stroke-line" strokeWidth="1" />
      <rect
        x="20"
        y="145"
        width="120"
        height="24"
        rx="6"
        className="fill-primary/15 stroke-primary"
        strokeWidth="2"
      />
      <text x="26" y="161" className="fill-ink" fontSize="8.5" fontWeight="600">
        Add to Home Screen
      </text>
      <rect
        x="124"
        y="150"
        width="12"
        height="12"
        rx="3"
        className="fill-none stroke-ink"
        strokeWidth="1.5"
      />
      <line x1="130" y1="153" x2="130" y2="159" className="stroke-ink" strokeWidth="1.5" />
      <line x1="127" y1="156" x2="133" y2="156" className="stroke-ink" strokeWidth="1.5" />
      <line x1="16" y1="200" x2="144" y2="200" className="stroke-line" strokeWidth="1" />
      <rect
        x="68"
        y="203"
        width="24"
        height="10"
        rx="3"
        className="fill-primary/15 stroke-primary"
        strokeWidth="1.5"
      />
      <path
        d="M80 205 v6 M77 208 l3 -3 l3 3"
        className="fill-none stroke-primary"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/**
 * Shown in an iPhone or iPad browser tab before the first upload: why files kept in the tab are at
 * risk, how to add StudyShelf to the Home Screen, and "I understand" to upload in the tab anyway.
 */
export function HomeScreenFirst({ onAccept }: { onAccept: () => void }) {
  return (
    <section aria-labelledby="home-screen-first" className={`${cardClass} space-y-4 p-5`}>
      <h2 id="home-screen-first" className="text-lg font-semibold text-ink">
        Add StudyShelf to your Home Screen first
      </h2>
      <p className="text-ink">{SEVEN_DAYS_SENTENCE}</p>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ol className="list-decimal space-y-2 pl-5 text-ink">
          <li>
            Tap Share <Share aria-hidden="true" className="inline h-4 w-4 align-text-bottom" /> in
            the browser&apos;s toolbar (in Safari, at the foot of the screen).
          </li>
          <li>
            Choose Add to Home Screen{' '}
            <SquarePlus aria-hidden="true" className="inline h-4 w-4 align-text-bottom" />, then
            Add.
          </li>
          <li>Open StudyShelf from your Home Screen, sign in, and upload your files there.</li>
        </ol>
        <ShareSheetPicture />
      </div>
      <p className="text-sm text-ink-soft">
        Files added in this tab stay in this tab: the app on your Home Screen keeps its own.
      </p>
      <button type="button" onClick={onAccept} className={buttonClass('outline')}>
        I understand
      </button>
    </section>
  );
}
