import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';

/** One step of a trail: a link, or plain text for a step that is not a screen of its own. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Where the screen sits ("Dashboard › Notes › Semester 1 › DSA"); the last step is this screen. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-muted" />}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <Link
                  to={crumb.to}
                  className="inline-flex items-center justify-center rounded-control font-medium text-primary-ink hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
