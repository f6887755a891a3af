/** How far a transfer is, as both devices show it: files, MB and time left. */
export interface TransferProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
  /** performance.now() when the first byte moved. */
  startedAt: number;
}

export function startProgress(filesTotal: number, bytesTotal: number): TransferProgress {
  return { filesDone: 0, filesTotal, bytesDone: 0, bytesTotal, startedAt: performance.now() };
}

/** Seconds left at the speed so far; null until there is a speed to go by. */
export function secondsLeft(progress: TransferProgress, now = performance.now()): number | null {
  const elapsed = (now - progress.startedAt) / 1000;
  if (progress.bytesDone === 0 || elapsed < 0.5) return null;
  return Math.max(0, (progress.bytesTotal - progress.bytesDone) / (progress.bytesDone / elapsed));
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** "2 of 3 files · 12.4 of 34.0 MB · about 5 s left" */
export function progressText(progress: TransferProgress, now = performance.now()): string {
  const left = secondsLeft(progress, now);
  const time =
    left === null
      ? ''
      : left < 60
        ? ` · about ${Math.ceil(left)} s left`
        : ` · about ${Math.ceil(left / 60)} min left`;
  const files = progress.filesTotal === 1 ? 'file' : 'files';
  return `${progress.filesDone} of ${progress.filesTotal} ${files} · ${mb(progress.bytesDone)} of ${mb(progress.bytesTotal)} MB${time}`;
}
