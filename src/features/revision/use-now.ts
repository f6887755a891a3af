import { useEffect, useState } from 'react';

/** Longest wait for a card coming due before the clock is read again. */
const MAX_WAIT_MS = 60 * 60_000;

/**
 * The time the screen counts due cards by: read again when `nextDue` (ms) arrives, so a card
 * answered "Again" comes back by itself a minute later, and when the student asks (`refresh`).
 */
export function useNow(nextDue: number | null) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (nextDue === null) return;
    const wait = nextDue - now.getTime();
    if (wait <= 0 || wait > MAX_WAIT_MS) return;
    const timer = window.setTimeout(() => setNow(new Date()), wait + 50);
    return () => window.clearTimeout(timer);
  }, [nextDue, now]);
  return { now, refresh: () => setNow(new Date()) };
}
