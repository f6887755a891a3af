/** A labelled progress bar with its percentage as text (unless the caller words it otherwise). */
export function ProgressBar({
  value,
  label,
  showPercent = true,
}: {
  value: number;
  label: string;
  showPercent?: boolean;
}) {
  const percent = Math.round(Math.min(Math.max(value, 0), 100));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-track"
      >
        {/* No transition: the bar moves by a few milestones, and animating it while the browser
            writes a 100 MB file took a sixth off the store's speed on two cores. */}
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {showPercent && (
        <span className="w-12 text-right text-sm tabular-nums text-ink-soft">{percent}%</span>
      )}
    </div>
  );
}
