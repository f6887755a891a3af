import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';
import { byKind, useFileCounts } from '../../library/use-file-counts';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useNarrowScreen } from '../../../ui/use-narrow-screen';
import { greetingName } from '../greeting';
import { storedBranch } from '../stored-branch';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { DashboardCards } from './dashboard-cards';
import { DeviceLinks } from './device-links';
import { StudyTipHelper } from './study-tip-helper';
import { RefillOffer } from '../../library/refill/refill-offer';

interface DashboardProps {
  /** The kinds of material whose files it counts. */
  kinds: readonly KindSettings[];
  /**
   * The student's own files (recent, starred): on a phone, where the cards fill a screen and
   * more, they come first; on a wider screen, after the cards.
   */
  files?: ReactNode;
  /** The library's other sections (its health), which the app puts together. */
  children?: ReactNode;
}

function Dashboard({ kinds, files, children }: DashboardProps) {
  const { user } = useAuth();
  const [branch] = useState(storedBranch);
  const counts = useFileCounts(kinds, byKind);
  // Placed in the page's order, not moved by CSS, so focus and a screen reader meet them as seen.
  const filesFirst = useNarrowScreen();

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
      <RefillOffer />
      {filesFirst && files}
      <DashboardCards counts={counts} />
      {!filesFirst && files}
      {children}
      <DeviceLinks />
      <StudyTipHelper />
    </div>
  );
}

/** /dashboard: the greeting, the kinds' cards, then the sections the app gives it. */
export function DashboardPage(props: DashboardProps) {
  useDocumentTitle('Dashboard');
  return <Dashboard {...props} />;
}
