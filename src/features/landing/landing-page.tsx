import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../ui/use-document-title';
import { buttonClass } from '../../ui/button-styles';

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="min-h-below-bar flex flex-col">
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          Welcome to StudyShelf
        </h1>
        <p className="mt-4 text-lg text-ink-soft">
          Your programme's notes, question papers, lecture schedules and reference books, organised
          by semester and subject, and kept on your own device.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={paths.signIn.href()} className={buttonClass('primary', 'lg')}>
            Sign In
          </Link>
          <Link to={paths.signUp.href()} className={buttonClass('outline', 'lg')}>
            Sign Up
          </Link>
        </div>
      </section>
      <footer className="border-t border-line py-6 text-center text-sm text-ink-muted">
        © {new Date().getFullYear()} StudyShelf. All rights reserved.
      </footer>
    </div>
  );
}
