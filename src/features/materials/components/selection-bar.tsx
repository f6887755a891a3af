import { Download, FolderInput, LoaderCircle, Star, Trash2, X } from 'lucide-react';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { useStuckEdge } from '../../../ui/use-stuck-edge';

/** What the bar offers for the files chosen; an action absent is not offered. */
export interface SelectionActions {
  star: () => void;
  /** Whether every file chosen is starred: the button then takes the stars off. */
  allStarred: boolean;
  download: () => void;
  zipping: boolean;
  /** Of the student's own files among them, when there are any. */
  move: (() => void) | null;
  remove: (() => void) | null;
  /** The student's own files among those chosen: the only ones moved or deleted. */
  ownCount: number;
  selectAll: (() => void) | null;
  clear: () => void;
}

/**
 * Over a list while files of it are chosen: how many, and what can be done to all of them at
 * once. Sticks to the top of the screen, so a long list scrolled keeps it in reach.
 */
export function SelectionBar({ count, actions }: { count: number; actions: SelectionActions }) {
  const { ownCount } = actions;
  const bar = useStuckEdge<HTMLDivElement>('top');
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Chosen files"
      className={`${cardClass} sticky top-2 z-20 flex flex-wrap items-center gap-2 p-2`}
    >
      <p role="status" className="px-2 font-semibold text-ink">
        {count} chosen
      </p>
      <button type="button" onClick={actions.star} className={buttonClass('ghost-primary', 'sm')}>
        <Star aria-hidden="true" className="h-4 w-4" />
        {actions.allStarred ? 'Unstar' : 'Star'}
      </button>
      <button
        type="button"
        onClick={actions.download}
        disabled={actions.zipping}
        className={buttonClass('ghost-primary', 'sm')}
      >
        {actions.zipping ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="h-4 w-4" />
        )}
        {actions.zipping ? 'Zipping…' : 'Download as zip'}
      </button>
      {actions.move && (
        <button type="button" onClick={actions.move} className={buttonClass('ghost-primary', 'sm')}>
          <FolderInput aria-hidden="true" className="h-4 w-4" />
          {ownCount === count ? 'Move to…' : `Move ${ownCount} of yours to…`}
        </button>
      )}
      {actions.remove && (
        <button
          type="button"
          onClick={actions.remove}
          className={buttonClass('ghost-danger', 'sm')}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {ownCount === count ? 'Delete' : `Delete ${ownCount} of yours`}
        </button>
      )}
      <span className="ml-auto flex flex-wrap gap-2">
        {actions.selectAll && (
          <button type="button" onClick={actions.selectAll} className={buttonClass('ghost', 'sm')}>
            Choose all
          </button>
        )}
        <button type="button" onClick={actions.clear} className={buttonClass('ghost', 'sm')}>
          <X aria-hidden="true" className="h-4 w-4" />
          Clear choice
        </button>
      </span>
    </div>
  );
}
