import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Navbar } from '../features/navigation/navbar';
import { firstScreen, ScreenShownMark } from './first-screen';
import { LazyLibrarySearch } from './lazy-library-search';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { deferredComponent } from '../ui/deferred-component';
import { NotLoadedDialog } from '../ui/not-loaded-dialog';
import type { ChangePasswordDialogType } from '../features/navigation/components/profile-menu';

function PasswordFormNotLoaded(props: ComponentProps<ChangePasswordDialogType>) {
  return (
    <NotLoadedDialog
      title="Change password"
      message="The password form could not be loaded. Check your connection, then reload the page."
      {...props}
    />
  );
}

// Offline and new-version notes: rare news, in a chunk of their own, drawn just after the screen.
const AppNotices = deferredComponent(() => import('./app-notices').then((m) => m.AppNotices));

// The paired devices' sync: its own chunk, after the screen; it does nothing for a student with
// no paired device.
const DeviceSync = deferredComponent(() => import('./device-sync').then((m) => m.DeviceSync));
const FolderBackups = deferredComponent(() =>
  import('./folder-backups').then((m) => m.FolderBackups),
);

// Loaded only when asked for: most visits never change a password.
const ChangePasswordDialog = deferredComponent(
  () =>
    import('../features/auth/components/change-password-dialog').then(
      (m) => m.ChangePasswordDialog,
    ),
  { Failed: PasswordFormNotLoaded },
);

// The zip writer loads when the student asks for a backup, not before.
const backUpLibrary = (uid: string) => import('./library-backup').then((m) => m.backUpLibrary(uid));

/** The shell of every screen: the navigation bar over the lazily loaded screen. */
export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      {/* The first Tab stop: past the navigation bar straight to the screen's content. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary-strong px-4 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AppNotices />
      <DeviceSync />
      <FolderBackups />
      <Navbar
        ChangePasswordDialog={ChangePasswordDialog}
        Search={LazyLibrarySearch}
        backUpLibrary={backUpLibrary}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenErrorBoundary path={pathname}>
          <Suspense
            fallback={
              <p role="status" className="p-8 text-center text-ink-muted">
                Loading…
              </p>
            }
          >
            {children}
            <ScreenShownMark onShown={firstScreen.markShown} />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}
