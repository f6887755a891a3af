import { useState, type ComponentType, type RefObject } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';
import { useSignOut } from '../../../session/use-sign-out';
import { usePopover } from '../../../ui/use-popover';
import { AvatarBadge } from './avatar-badge';
import { MenuNotices } from './menu-notices';
import { buttonClass } from '../../../ui/button-styles';
import { popoverClass } from '../../../ui/card-styles';
import { deferredComponent } from '../../../ui/deferred-component';

/** The dialog the menu's "Change password" opens: the auth feature's, handed in by the app. */
export type ChangePasswordDialogType = ComponentType<{
  onClose: () => void;
  /** The password was changed: the dialog is done, and `message` says so. */
  onChanged: (message: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}>;

const itemClass = buttonClass('ghost', 'menu');

// Loaded when the menu first opens, not with the landing screen; without it the menu still works.
const ThemeChoice = deferredComponent(() => import('./theme-choice').then((m) => m.ThemeChoice));

/** The avatar button and its menu: who is signed in, and what they can do about it. */
export function ProfileMenu({
  ChangePasswordDialog,
  backUpLibrary,
}: {
  ChangePasswordDialog: ChangePasswordDialogType;
  /** Backs up the library with what student `uid` made of each file; resolves to what to say. */
  backUpLibrary?: (uid: string) => Promise<string>;
}) {
  const { user } = useAuth();
  const { signOut, signingOut, error } = useSignOut();
  // What the menu last did, said under it once it has closed: a backup's outcome, a new password.
  const [note, setNote] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const { open, close, toggle, panelId, containerRef, buttonRef } = usePopover();
  // Kept once the menu has opened: drawn anew on each opening, it would join the menu a frame late.
  const [themeWanted, setThemeWanted] = useState(false);
  if (open && !themeWanted) setThemeWanted(true);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open profile menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="rounded-full"
      >
        <AvatarBadge key={user?.photoURL ?? ''} user={user} />
      </button>
      <div
        id={panelId}
        role="group"
        aria-label="Profile menu"
        hidden={!open}
        className={`${popoverClass} absolute right-0 z-40 mt-2 w-64 p-2`}
      >
        <div className="border-b border-line px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-ink">
            {user ? user.displayName || 'User' : 'Guest User'}
          </p>
          <p className="truncate text-sm text-ink-muted">{user ? user.email : 'Not signed in'}</p>
        </div>
        <div className="pt-2">
          {user ? (
            <>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  setChangingPassword(true);
                }}
              >
                Change password
              </button>
              {backUpLibrary && (
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    setNote('Backing up…');
                    backUpLibrary(user.uid).then(
                      (note) => setNote(note || null),
                      () => setNote('The backup could not be written. Please try again.'),
                    );
                  }}
                >
                  Back up library
                </button>
              )}
              <Link to={paths.send.href()} className={itemClass} onClick={() => close()}>
                Send to another device
              </Link>
              <Link to={paths.devices.href()} className={itemClass} onClick={() => close()}>
                Your devices
              </Link>
              <Link to={paths.revise.href()} className={itemClass} onClick={() => close()}>
                Revise
              </Link>
              <Link to={paths.trash.href()} className={itemClass} onClick={() => close()}>
                Trash
              </Link>
              <button
                type="button"
                className={itemClass}
                disabled={signingOut}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                {signingOut ? 'Signing out…' : 'Sign Out'}
              </button>
            </>
          ) : (
            <Link to={paths.signIn.href()} className={itemClass} onClick={() => close()}>
              Sign In
            </Link>
          )}
        </div>
        <div className="mt-2 border-t border-line pt-1">{themeWanted && <ThemeChoice />}</div>
      </div>
      <MenuNotices
        error={error}
        signingOut={signingOut}
        note={note}
        onDismissNote={() => setNote(null)}
      />
      {changingPassword && user && (
        <ChangePasswordDialog
          onClose={() => setChangingPassword(false)}
          onChanged={(message) => {
            setChangingPassword(false);
            setNote(message);
          }}
          // The menu item that opened it is hidden by then: focus the avatar.
          returnFocusTo={buttonRef}
        />
      )}
    </div>
  );
}
