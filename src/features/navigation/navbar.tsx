import { Menu, Search as SearchIcon, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type Ref,
} from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useAuth } from '../../session/auth-context';
import { UploadIndicator } from './components/upload-indicator';
import { NavLinks } from './components/nav-links';
import { ProfileMenu, type ChangePasswordDialogType } from './components/profile-menu';
import { buttonClass } from '../../ui/button-styles';

/** The library search the app plugs in: a field that opens a file's list. It must not suspend. */
export type SearchComponent = ComponentType<{
  inputRef?: Ref<HTMLInputElement>;
  onNavigate?: () => void;
}>;

/** Marks the search fields the `/` shortcut looks for. */
const SEARCH_FIELD = 'data-search-field';
/** Tailwind's md breakpoint: the search sits in the bar from here, in the menu below it. */
const WIDE_SCREEN = '(min-width: 768px)';

/** Whether a key press is typing into a field (then `/` is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The top bar of every screen (spec section 2). Below Tailwind's md breakpoint
 * (768 px, the spec's mobile width) the links fold behind a toggle button.
 */
export function Navbar({
  ChangePasswordDialog,
  Search,
  backUpLibrary,
}: {
  ChangePasswordDialog: ChangePasswordDialogType;
  /** Shown to a signed-in student: in the bar on wide screens, in the toggle menu on narrow ones. */
  Search?: SearchComponent;
  /** The profile menu's "Back up library". */
  /** Backs up the library with what student `uid` made of each file; resolves to what to say. */
  backUpLibrary?: (uid: string) => Promise<string>;
}) {
  const { user } = useAuth();
  const [linksOpen, setLinksOpen] = useState(false);
  const linksId = useId();
  // Set by `/` before the field it should focus is drawn: that field takes focus as it mounts.
  const focusSearchOnMount = useRef(false);
  const search = user && Search;

  /** Focuses the visible search field; on a narrow screen the menu opens to it first. */
  const focusSearch = useCallback(() => {
    const visible = [...document.querySelectorAll<HTMLInputElement>(`[${SEARCH_FIELD}]`)].find(
      (input) => input.checkVisibility(),
    );
    if (visible) visible.focus();
    else {
      focusSearchOnMount.current = true;
      if (!window.matchMedia(WIDE_SCREEN).matches) setLinksOpen(true);
    }
  }, []);

  // `/` focuses the search, as on most sites with one.
  useEffect(() => {
    if (!search) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || event.defaultPrevented) return;
      event.preventDefault();
      focusSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [search, focusSearch]);

  const searchRef = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    input.setAttribute(SEARCH_FIELD, '');
    if (focusSearchOnMount.current && input.checkVisibility()) {
      focusSearchOnMount.current = false;
      input.focus();
    }
  }, []);

  return (
    <header className="border-b border-line bg-surface">
      <nav aria-label="Main" className="mx-auto max-w-6xl px-4">
        <div className="flex h-16 items-center gap-2 sm:gap-3 lg:gap-4">
          <Link
            to={user ? paths.dashboard.href() : paths.landing.href()}
            className="inline-flex shrink-0 items-center rounded-control text-base font-bold text-primary-ink sm:text-xl"
          >
            StudyShelf
          </Link>
          <div className="hidden shrink-0 md:block">
            <NavLinks direction="row" />
          </div>
          {search && (
            <div className="ml-auto hidden w-full max-w-xs min-w-0 md:block">
              <Search inputRef={searchRef} />
            </div>
          )}
          <div className={`${search ? 'md:ml-0' : ''} ml-auto flex items-center gap-0.5 sm:gap-2`}>
            <UploadIndicator />
            {search && (
              // On a phone the field is in the menu: one tap opens the menu with it focused.
              <button
                type="button"
                aria-label="Search files"
                onClick={focusSearch}
                className={`${buttonClass('ghost', 'icon')} md:hidden`}
              >
                <SearchIcon aria-hidden="true" className="h-6 w-6" />
              </button>
            )}
            <button
              type="button"
              aria-label="Toggle navigation menu"
              aria-expanded={linksOpen}
              aria-controls={linksId}
              onClick={() => setLinksOpen((was) => !was)}
              className={`${buttonClass('ghost', 'icon')} md:hidden`}
            >
              {linksOpen ? (
                <X aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Menu aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
            <ProfileMenu
              ChangePasswordDialog={ChangePasswordDialog}
              backUpLibrary={backUpLibrary}
            />
          </div>
        </div>
        <div id={linksId} hidden={!linksOpen} className="border-t border-line md:hidden">
          {search && linksOpen && (
            <div className="pt-3">
              <Search inputRef={searchRef} onNavigate={() => setLinksOpen(false)} />
            </div>
          )}
          <NavLinks direction="column" onNavigate={() => setLinksOpen(false)} />
        </div>
      </nav>
    </header>
  );
}
