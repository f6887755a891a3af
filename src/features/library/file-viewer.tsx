import { createContext, useContext, type ReactNode } from 'react';
import type { StoredFileRecord } from '../../storage/file-store';
import type { FoundWords } from './library-files';

/** What opening a file in the app's viewer needs, from whichever list it was opened. */
export interface FileViewerProps {
  record: StoredFileRecord;
  /** The file's bytes (a stored file missing its bytes rejects with the store's message). */
  read: (record: StoredFileRecord) => Promise<Blob>;
  onDownload: (record: StoredFileRecord) => void;
  onClose: () => void;
  /**
   * Moves to the file before or after this one in the list the viewer was opened from; null at
   * that end of the list. Absent where the viewer shows one file alone.
   */
  steps?: FileSteps;
  /** Where a search found its words in the file: the viewer opens there and marks them. */
  found?: FoundWords;
}

export interface FileSteps {
  previous: (() => void) | null;
  next: (() => void) | null;
}

/** The steps through `files` from `current`, each opening its neighbour with `open`. */
export function stepsThrough<T>(
  files: readonly T[],
  current: T,
  open: (file: T) => void,
  same: (a: T, b: T) => boolean = Object.is,
): FileSteps {
  const index = files.findIndex((file) => same(file, current));
  const at = (offset: number) => {
    const neighbour = index < 0 ? undefined : files[index + offset];
    return neighbour === undefined ? null : () => open(neighbour);
  };
  return { previous: at(-1), next: at(1) };
}

/** Draws the viewer for a file. */
export type RenderFileViewer = (props: FileViewerProps) => ReactNode;

const ViewerContext = createContext<RenderFileViewer | null>(null);

/**
 * The viewer every list opens files in. The app provides it: the lists know only that a file
 * can be opened, so the viewer (and pdf.js behind it) stays a feature of its own.
 */
export const FileViewerProvider = ViewerContext.Provider;

/** The app's file viewer showing `record`; nothing where no viewer is provided. */
export function FileViewer(props: FileViewerProps) {
  const render = useContext(ViewerContext);
  return render ? render(props) : null;
}
