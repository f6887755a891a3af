/**
 * Whether a file is open in a viewer on this page. Work the student is not waiting for (reading
 * files for the index of their words) waits meanwhile: on a phone's few cores, the file being read
 * keeps the device to itself.
 */
type Listener = (reading: boolean) => void;

let open = 0;
const listeners = new Set<Listener>();

export function isReading(): boolean {
  return open > 0;
}

/** Marks a viewer open until the returned release is called (once; more calls do nothing). */
export function holdReading(): () => void {
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

export function onReadingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
