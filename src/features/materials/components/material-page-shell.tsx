import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

/** The frame of every materials screen: an optional back link, the one h1, an intro line, the body. */
export function MaterialPageShell({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      {back && (
        <Link
          to={back.to}
          className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {back.label}
        </Link>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
