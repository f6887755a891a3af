import { useCallback, useMemo, useState } from 'react';
import { acceptHomeScreenNotice, isHomeScreenNoticeAccepted } from '../../../storage/tip-store';
import { needsHomeScreenFirst, readBrowserFacts } from './browser-keeping';

/**
 * Whether to show, before an upload, how to add StudyShelf to the Home Screen: on an iPhone or
 * iPad browser tab, until the student chooses "I understand".
 */
export function useHomeScreenNotice(): { show: boolean; accept: () => void } {
  const needed = useMemo(() => needsHomeScreenFirst(readBrowserFacts()), []);
  const [accepted, setAccepted] = useState(isHomeScreenNoticeAccepted);
  const accept = useCallback(() => {
    acceptHomeScreenNotice();
    setAccepted(true);
  }, []);
  return { show: needed && !accepted, accept };
}
