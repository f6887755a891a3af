import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

const LINKS = [
  { label: 'Notes', to: paths.subjectNotes.href() },
  { label: 'Papers', to: paths.questionPapers.href() },
  { label: 'Contact', to: paths.contact.href() },
] as const;

/** The three section links, laid out in a row (wide screens) or a column (the toggle menu). */
export function NavLinks({
  direction,
  onNavigate,
}: {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  return (
    <ul className={direction === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1 py-2'}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium ${
                isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
