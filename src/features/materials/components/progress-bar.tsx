/** A labelled progress bar with its percentage as text. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 100));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        {/* A transform, not a width: the compositor animates it without the page's layout or paint. */}
        <div
          className="h-full origin-left rounded-full bg-indigo-600 transition-transform motion-reduce:transition-none"
          style={{ transform: `scaleX(${percent / 100})` }}
        />
      </div>
      <span className="w-12 text-right text-sm tabular-nums text-slate-700">{percent}%</span>
    </div>
  );
}
