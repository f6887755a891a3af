/**
 * Whether the student waits on work with their files on this page: a file open in a viewer, a
 * backup being written. Work they are not waiting for (reading files for the index of their words)
 * waits meanwhile: on a phone's few cores, and on storage that serves one reader at a time, the
 * work in front of the student keeps the device to itself.
 */
type Listener = (busy: boolean) => void;

let open = 0;
const listeners = new Set<Listener>();

export function isForegroundBusy(): boolean {
  return open > 0;
}

/** Marks work in front of the student until the returned release is called (once; more calls do nothing). */
export function holdForeground(): () => void {
  open += 1;
  if (open === 1) listeners.forEach((listener) => listener(true));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open -= 1;
    if (open === 0) listeners.forEach((listener) => listener(false));
  };
}

export function onForegroundChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
