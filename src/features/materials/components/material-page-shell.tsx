import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { Breadcrumbs, type Crumb } from '../../../ui/breadcrumbs';
import { useDocumentTitle } from '../../../ui/use-document-title';

export type { Crumb };

/**
 * The frame of every materials screen: the trail from the dashboard to it, the one h1 (which
 * also names the browser tab), an intro line, the body.
 */
export function MaterialPageShell({
  title,
  intro,
  trail,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The steps after the dashboard, this screen last. */
  trail: readonly Crumb[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <Breadcrumbs trail={[{ label: 'Dashboard', to: paths.dashboard.href() }, ...trail]} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
