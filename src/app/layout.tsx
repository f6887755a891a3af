import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from '../features/navigation/navbar';

/** The shell of every screen: the navigation bar over the lazily loaded screen. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <Navbar />
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
