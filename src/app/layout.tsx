import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from '../features/navigation/navbar';

// Loaded only when asked for: most visits never change a password.
const ChangePasswordDialog = lazy(() =>
  import('../features/auth/components/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

// The search reads every kind's settings: kept out of the first screen's JavaScript.
const LibrarySearch = lazy(() => import('./library-search'));

// The zip writer loads when the student asks for a backup, not before.
const backUpLibrary = () => import('./library-backup').then((m) => m.backUpLibrary());

/** The shell of every screen: the navigation bar over the lazily loaded screen. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <Navbar
        ChangePasswordDialog={ChangePasswordDialog}
        Search={LibrarySearch}
        backUpLibrary={backUpLibrary}
      />
      <main id="main" className="flex-1">
        <Suspense
          fallback={
            <p role="status" className="p-8 text-center text-slate-600">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
