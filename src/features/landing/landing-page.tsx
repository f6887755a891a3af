import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../ui/use-document-title';

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col">
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Welcome to StudyShelf
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Your programme's notes, question papers, lecture schedules and reference books, organised
          by semester and subject, and kept on your own device.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            to={paths.signIn.href()}
            className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700"
          >
            Sign In
          </Link>
          <Link
            to={paths.signUp.href()}
            className="rounded-lg border border-indigo-600 px-6 py-3 font-semibold text-indigo-700 hover:bg-indigo-50"
          >
            Sign Up
          </Link>
        </div>
      </section>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} StudyShelf. All rights reserved.
      </footer>
    </div>
  );
}
