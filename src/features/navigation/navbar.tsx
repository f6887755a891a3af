import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

// Placeholder until the navigation bar lands.
export function Navbar() {
  return (
    <header className="border-b bg-white">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center px-4">
        <Link to={paths.landing.href()} className="text-xl font-bold text-indigo-700">
          StudyShelf
        </Link>
      </nav>
    </header>
  );
}
