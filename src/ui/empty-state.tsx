import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cardClass } from './card-styles';

/**
 * What a place with nothing in it shows, the same everywhere: an icon, a line saying so, and
 * what to do about it. `heading` makes the title the section's heading (a list with no files);
 * otherwise it is a sentence (a panel or a filter that shows nothing).
 */
export function EmptyState({
  icon: Icon,
  title,
  heading = false,
  headingRef,
  compact = false,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  heading?: boolean;
  /** Focusable from script only: where focus goes when the last item goes. */
  headingRef?: Ref<HTMLHeadingElement>;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col items-center text-center ${
        compact
          ? 'gap-2 rounded-control bg-sunken px-4 py-6 text-sm'
          : `${cardClass} gap-3 px-6 py-12`
      }`}
    >
      <Icon aria-hidden="true" className={`text-ink-muted ${compact ? 'h-8 w-8' : 'h-12 w-12'}`} />
      {heading ? (
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-ink focus:outline-none"
        >
          {title}
        </h2>
      ) : (
        <p className={compact ? 'text-ink-muted' : 'font-semibold text-ink'}>{title}</p>
      )}
      {children}
    </div>
  );
}
