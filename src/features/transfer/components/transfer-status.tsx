import { progressText, type TransferProgress } from '../transfer-progress';

/** The transfer's progress as both devices show it: a bar, and files, MB and time left. */
export function TransferStatus({
  verb,
  progress,
}: {
  verb: 'Sending' | 'Receiving';
  progress: TransferProgress | null;
}) {
  const share =
    progress && progress.bytesTotal > 0
      ? Math.round((progress.bytesDone / progress.bytesTotal) * 100)
      : 0;
  return (
    <div className="mt-4">
      <p className="font-semibold text-ink">{verb} your files…</p>
      <div
        role="progressbar"
        aria-label={`${verb} files`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-track"
      >
        <div className="h-full bg-primary" style={{ width: `${share}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
        {progress ? progressText(progress) : 'Connected. Getting ready…'}
      </p>
    </div>
  );
}
