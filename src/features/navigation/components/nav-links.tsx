import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';

interface NavItem {
  label: string;
  to: string;
  /** Shown only to a signed-in student: the screen needs one. */
  signedIn?: boolean;
}

/** The spec's three links (Notes, Papers, Contact) and, signed in, the dashboard and the other kinds. */
const LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.href(), signedIn: true },
  { label: 'Notes', to: paths.subjectNotes.href() },
  { label: 'Papers', to: paths.questionPapers.href() },
  { label: 'Schedules', to: paths.viewSchedules.href(), signedIn: true },
  { label: 'Books', to: paths.referenceBooks.href(), signedIn: true },
  { label: 'Contact', to: paths.contact.href() },
];

/** The section links, laid out in a row (wide screens) or a column (the toggle menu). */
export function NavLinks({
  direction,
  onNavigate,
}: {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  return (
    <ul className={direction === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1 py-2'}>
      {LINKS.filter((link) => user || !link.signedIn).map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-control py-2 text-sm font-medium ${
                direction === 'row' ? 'px-2 lg:px-3' : 'px-3'
              } ${isActive ? 'bg-primary-soft text-primary-ink' : 'text-ink-soft hover:bg-sunken'}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
