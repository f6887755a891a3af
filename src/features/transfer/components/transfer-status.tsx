import { progressText, type TransferProgress } from '../transfer-progress';
import { transferTexts } from '../transfer-texts';

/**
 * The transfer's progress as both devices show it: the digits both derived from their key (the
 * same on both screens when nothing came between them), a bar, and files, MB and time left.
 */
export function TransferStatus({
  verb,
  digits,
  progress,
}: {
  verb: 'Sending' | 'Receiving';
  digits: string;
  progress: TransferProgress | null;
}) {
  const share =
    progress && progress.bytesTotal > 0
      ? Math.round((progress.bytesDone / progress.bytesTotal) * 100)
      : 0;
  return (
    <div className="mt-4">
      <PairedDigits digits={digits} />
      <p className="mt-2 font-semibold text-ink">{verb} your files…</p>
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

/** The number both paired devices derived from their key: the same on both screens. */
export function PairedDigits({ digits }: { digits: string | undefined }) {
  if (digits === undefined) return null;
  return <p className="mb-3 text-ink">{transferTexts.paired(digits)}</p>;
}
