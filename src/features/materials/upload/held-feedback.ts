/**
 * When an upload's busy state and progress first reach the screen. A render while the browser takes
 * a large file's chunks in delays the moment it can commit them (Chromium commits only after the
 * page has handled every put's success). So reports are kept, not rendered, until the store reports
 * a milestone past `started` (it has taken the first file's bytes in) or FIRST_FEEDBACK_MS have
 * passed, whichever comes first; from then on every report is passed on. An upload that ends sooner
 * shows its outcome only.
 */
export const FIRST_FEEDBACK_MS = 100;

export interface HeldFeedbackOptions {
  /** A report above this milestone ends the hold (the store's own progress has begun). */
  releaseAbove: number;
  /** Renders the busy state, with the highest report per file so far. */
  show: (reported: ReadonlyMap<string, number>) => void;
  /** Renders one report once the busy state is shown. */
  progress: (key: string, percent: number) => void;
}

export interface HeldFeedback {
  report: (key: string, percent: number) => void;
  /** The upload is over: nothing more is shown from here. */
  end: () => void;
}

export function holdFeedback({ releaseAbove, show, progress }: HeldFeedbackOptions): HeldFeedback {
  const reported = new Map<string, number>();
  let state: 'held' | 'shown' | 'ended' = 'held';
  const release = () => {
    if (state !== 'held') return;
    state = 'shown';
    clearTimeout(timer);
    show(reported);
  };
  const timer = setTimeout(release, FIRST_FEEDBACK_MS);
  return {
    report: (key, percent) => {
      if (state === 'shown') progress(key, percent);
      if (state !== 'held') return;
      reported.set(key, Math.max(percent, reported.get(key) ?? percent));
      if (percent > releaseAbove) release();
    },
    end: () => {
      state = 'ended';
      clearTimeout(timer);
    },
  };
}
