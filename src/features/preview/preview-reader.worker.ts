/**
 * Reads what a preview draws off the main thread: however a file is shaped (a million empty cells
 * in one row, 200,000 paragraphs, 10,000 slides), parsing it never holds up the page.
 */
import { readForPreview } from './preview-reads';
import type { PreviewReadReply, PreviewReadRequest } from './read-off-page';

// The app's TypeScript library is the DOM's, where `self` is a Window; here it is a worker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreviewReadRequest>) => void) | null;
  postMessage: (reply: PreviewReadReply) => void;
};

scope.onmessage = ({ data: { kind, blob } }) => {
  readForPreview(kind, blob, (sofar) => scope.postMessage({ sofar })).then(
    (value) => scope.postMessage({ value }),
    () => scope.postMessage({ failed: true }),
  );
};
