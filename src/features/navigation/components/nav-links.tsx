import { Link, useLocation } from 'wouter';
import { pathMatches, paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';

interface NavItem {
  label: string;
  to: string;
  /** Every screen of the section, so the link stays marked on its subject, upload and list screens. */
  section?: readonly string[];
  /** Shown only to a signed-in student: the screen needs one. */
  signedIn?: boolean;
}

/** The spec's three links (Notes, Papers, Contact) and, signed in, the dashboard and the other kinds. */
const LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.href(), signedIn: true },
  {
    label: 'Notes',
    to: paths.subjectNotes.href(),
    section: [paths.uploadNotes.path, paths.viewNotes.path],
  },
  {
    label: 'Papers',
    to: paths.questionPapers.href(),
    section: [paths.paperTypes.path, paths.uploadPapers.path, paths.viewPapers.path],
  },
  {
    label: 'Schedules',
    to: paths.viewSchedules.href(),
    signedIn: true,
    section: [paths.uploadSchedule.path],
  },
  {
    label: 'Books',
    to: paths.referenceBooks.href(),
    signedIn: true,
    section: [paths.uploadReferenceBooks.path, paths.viewReferenceBooks.path],
  },
  { label: 'Contact', to: paths.contact.href() },
];

/** 'page' on the link's own screen, 'true' elsewhere in its section (ARIA's current item of a set). */
function currentness(link: NavItem, pathname: string): 'page' | 'true' | undefined {
  if (pathMatches(link.to, pathname)) return 'page';
  return link.section?.some((pattern) => pathMatches(pattern, pathname)) ? 'true' : undefined;
}

/** The section links, laid out in a row (wide screens) or a column (the toggle menu). */
export function NavLinks({
  direction,
  onNavigate,
}: {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  const [pathname] = useLocation();
  return (
    <ul className={direction === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1 py-2'}>
      {LINKS.filter((link) => user || !link.signedIn).map((link) => {
        const current = currentness(link, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              aria-current={current}
              className={`block rounded-control py-2 text-sm font-medium ${
                direction === 'row' ? 'px-2 lg:px-3' : 'px-3'
              } ${current ? 'bg-primary-soft text-primary-ink' : 'text-ink-soft hover:bg-sunken'}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
