import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../session/auth-context';
import { NavLinks } from './components/nav-links';
import { ProfileMenu, type ChangePasswordDialogType } from './components/profile-menu';

/**
 * The top bar of every screen (spec section 2). Below Tailwind's md breakpoint
 * (768 px, the spec's mobile width) the links fold behind a toggle button.
 */
export function Navbar({
  ChangePasswordDialog,
}: {
  ChangePasswordDialog: ChangePasswordDialogType;
}) {
  const { user } = useAuth();
  const [linksOpen, setLinksOpen] = useState(false);
  const linksId = useId();

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto max-w-6xl px-4">
        <div className="flex h-16 items-center gap-4">
          <Link
            to={user ? paths.dashboard.href() : paths.landing.href()}
            className="rounded text-xl font-bold text-indigo-700"
          >
            StudyShelf
          </Link>
          <div className="hidden md:block">
            <NavLinks direction="row" />
          </div>
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              aria-label="Toggle navigation menu"
              aria-expanded={linksOpen}
              aria-controls={linksId}
              onClick={() => setLinksOpen((was) => !was)}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            >
              {linksOpen ? (
                <X aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Menu aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
            <ProfileMenu ChangePasswordDialog={ChangePasswordDialog} />
          </div>
        </div>
        <div id={linksId} hidden={!linksOpen} className="border-t border-slate-200 md:hidden">
          <NavLinks direction="column" onNavigate={() => setLinksOpen(false)} />
        </div>
      </nav>
    </header>
  );
}
