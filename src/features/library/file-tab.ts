/**
 * A PDF opened with View goes to the app's own reader in its new tab, never to the browser's
 * built-in viewer, which runs a document's scripts (a crafted PDF's `app.alert`, in Chromium and
 * Firefox). The file tab has no opener, so the bytes travel over a BroadcastChannel: the tab
 * asks for its token, and the tab that read the file answers with it. Nothing leaves the device.
 */
import { paths } from '../../config/paths';

const CHANNEL = 'studyshelf-file-tabs';
/** As long as a blob URL of a viewed file is kept: ample for a tab to load and ask. */
const KEEP_MS = 60_000;
const ASK_EVERY_MS = 250;

export interface HandedFile {
  blob: Blob;
  fileName: string;
  /** The stored file's id: the tab's reader keeps its place, highlights and notes as any other. */
  fileId?: string;
}

type Message =
  | { type: 'ask'; token: string }
  | ({ type: 'file'; token: string } & HandedFile)
  | { type: 'gone'; token: string };

const waiting = new Map<string, HandedFile>();
let channel: BroadcastChannel | null = null;

function answering(): BroadcastChannel {
  channel ??= new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.type !== 'ask') return;
    const file = waiting.get(data.token);
    if (!file) return;
    // Given once: the tab holds the bytes from here on.
    waiting.delete(data.token);
    channel?.postMessage({ type: 'file', token: data.token, ...file } satisfies Message);
  };
  return channel;
}

/** Shows `file` in `tab` through the app's reader. */
export function showInFileTab(tab: Window, file: HandedFile): void {
  const token = crypto.randomUUID();
  waiting.set(token, file);
  answering();
  setTimeout(() => waiting.delete(token), KEEP_MS);
  tab.location.href = paths.viewFile.href(token);
}

/**
 * The file handed to this tab under `token`, or null when no tab answers within `withinMs` (it
 * was closed, or the file was already given to a tab reloaded since).
 */
export function receiveFileForTab(token: string, withinMs = 10_000): Promise<HandedFile | null> {
  const asking = new BroadcastChannel(CHANNEL);
  return new Promise<HandedFile | null>((resolve) => {
    const ask = () => asking.postMessage({ type: 'ask', token } satisfies Message);
    const again = setInterval(ask, ASK_EVERY_MS);
    const end = (file: HandedFile | null) => {
      clearInterval(again);
      clearTimeout(giveUp);
      asking.close();
      resolve(file);
    };
    const giveUp = setTimeout(() => end(null), withinMs);
    asking.onmessage = ({ data }: MessageEvent<Message>) => {
      if (data.type === 'file' && data.token === token) end(data);
    };
    ask();
  });
}

/** Whether a file is shown through the app's reader rather than as a blob URL. */
export function opensInFileTab(blob: Blob): boolean {
  return blob.type === 'application/pdf';
}
