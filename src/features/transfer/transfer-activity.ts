/**
 * Whether a transfer the student started (Send or Receive with a code) is under way in this tab:
 * the paired devices' sync waits for it, so the two never store the same file at once.
 */
let underWay = 0;

/** Marks a transfer as started; returns its end (safe to call more than once). */
export function transferStarted(): () => void {
  underWay += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    underWay -= 1;
  };
}

export function transferUnderWay(): boolean {
  return underWay > 0;
}
