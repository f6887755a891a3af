import { useCallback, useEffect, useState } from 'react';
import { dismissTipHelper, isTipHelperDismissed } from '../../storage/tip-store';
import {
  FIRST_TIP_DELAY_MS,
  STUDY_TIPS,
  TIP_INTERVAL_MS,
  nextTipIndex,
  randomTipIndex,
} from './study-tips';

export interface StudyTips {
  /** The tip showing, or null before the first one. */
  tip: string | null;
  dismissed: boolean;
  showRandomTip: () => void;
  dismiss: () => void;
}

/** First tip after 3 s, then the next every 30 s; a click shows a random one; dismissal is stored. */
export function useStudyTips(random: () => number = Math.random): StudyTips {
  const [dismissed, setDismissed] = useState(isTipHelperDismissed);
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    if (dismissed) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      setIndex(nextTipIndex);
      interval = setInterval(() => setIndex(nextTipIndex), TIP_INTERVAL_MS);
    }, FIRST_TIP_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [dismissed]);

  const showRandomTip = useCallback(() => setIndex((i) => randomTipIndex(i, random)), [random]);

  const dismiss = useCallback(() => {
    dismissTipHelper();
    setDismissed(true);
  }, []);

  return {
    tip: index === null ? null : (STUDY_TIPS[index] ?? null),
    dismissed,
    showRandomTip,
    dismiss,
  };
}
