import { CloudUpload } from 'lucide-react';

export type DropPlacement = 'area' | 'card' | 'screen';

const PLACES: Record<DropPlacement, string> = {
  area: 'absolute inset-0 items-start pt-16',
  card: 'absolute inset-0 z-10 items-center px-4 text-center',
  screen: 'fixed inset-4 z-40 items-center',
};

/**
 * What an area says while files are dragged over it: where they will go. It lets the drag through
 * to the area under it; `placement` sets it over that area or over the whole screen.
 */
export function DropOverlay({
  text,
  placement,
}: {
  text: string;
  /** Over a screen's list (its words near the top), over one card, or over the whole screen. */
  placement: DropPlacement;
}) {
  const place = PLACES[placement];
  return (
    <div
      className={`pointer-events-none flex justify-center rounded-card border-2 border-dashed border-primary-ink bg-primary-soft/90 ${place}`}
    >
      <p role="status" className="flex items-center gap-2 font-semibold text-primary-ink">
        <CloudUpload aria-hidden="true" className="h-6 w-6" />
        {text}
      </p>
    </div>
  );
}
