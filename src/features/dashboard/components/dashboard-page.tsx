import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';
import { byKind, useFileCounts } from '../../library/use-file-counts';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { greetingName } from '../greeting';
import { storedBranch } from '../stored-branch';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { DashboardCards } from './dashboard-cards';
import { StudyTipHelper } from './study-tip-helper';

interface DashboardProps {
  /** The kinds of material whose files it counts. */
  kinds: readonly KindSettings[];
  /** The library's own sections (its files, its health), which the app puts together. */
  children?: ReactNode;
}

function Dashboard({ kinds, children }: DashboardProps) {
  const { user } = useAuth();
  const [branch] = useState(storedBranch);
  const counts = useFileCounts(kinds, byKind);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Welcome, {greetingName(user?.email)}!</h1>
      {branch ? (
        <p className="mt-2 text-ink-soft">
          Branch: <span className="font-semibold text-ink">{branch.name}</span>{' '}
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-sm font-semibold text-primary-ink">
            {branch.abbr}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-ink-soft">
          No branch selected yet.{' '}
          <Link
            to={paths.branchSelection.href()}
            className="font-medium text-primary-ink underline"
          >
            Choose your branch
          </Link>
        </p>
      )}
      <DashboardCards counts={counts} />
      {children}
      <StudyTipHelper />
    </div>
  );
}

/** /dashboard: the greeting, the kinds' cards, then the sections the app gives it. */
export function DashboardPage(props: DashboardProps) {
  useDocumentTitle('Dashboard');
  return <Dashboard {...props} />;
}
