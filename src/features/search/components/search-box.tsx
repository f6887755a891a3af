import { Search } from 'lucide-react';
import {
  memo,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation } from 'wouter';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { foundHref, type LibraryFile } from '../../library/library-files';
import { useLibrary } from '../../library/use-library';
import { askForPages, useContentSearch, type ContentMatch } from '../content/use-content-search';
import { useLibrarySearch } from '../use-library-search';
import { paths } from '../../../config/paths';
import { subjectsMatching } from '../../library/subject-names';
import { useEverySubject } from '../../library/use-every-subject';
import { OptionContent, optionKey, type SearchOption } from './search-options';
import { fieldClass } from '../../../ui/field-styles';
import { popoverClass } from '../../../ui/card-styles';
import { useSteadyHandlers } from '../../../ui/use-steady-handlers';
import { groupDigits } from '../../../shared/group-digits';

/** Subjects shown at most: a word names few subjects, and files are what a search is for. */
const SHOWN_SUBJECTS = 3;

export interface SearchBoxProps {
  kinds: readonly KindSettings[];
  /** The field, for the bar's `/` shortcut. */
  inputRef?: Ref<HTMLInputElement>;
  /** Called once a result is opened (the narrow menu closes). */
  onNavigate?: () => void;
}

/**
 * Keeps the active result in view as the arrows move it through a list that scrolls. Only then:
 * scrolling into view lays the page out at once, in the middle of drawing a keystroke's results.
 */
function showActive(option: HTMLLIElement | null) {
  option?.scrollIntoView?.({ block: 'nearest' });
}

/** What the search says of its results, to screen readers and under the list when it is cut. */
function statusText(
  query: string,
  total: number,
  shown: number,
  { pages, more }: { pages: number; more: boolean },
): string {
  const counted = more ? `more than ${groupDigits(pages)}` : `${pages}`;
  const inside =
    pages === 0
      ? ''
      : ` The words are on ${counted} ${pages === 1 && !more ? 'page' : 'pages'} inside files.`;
  if (total === 0 && pages === 0)
    return `No files match “${query.trim()}”. Upload some from Notes, Papers, Schedules or Books to find them here.`;
  if (total === 0) return inside.trim();
  return total > shown
    ? `${total} files match; showing the first ${shown}.${inside}`
    : `${total} ${total === 1 ? 'file matches' : 'files match'}.${inside}`;
}

interface RowHandlers {
  open: (option: SearchOption) => void;
  point: (index: number) => void;
}

/**
 * One result. Memoised, with steady handlers: the pages found inside files come a moment after
 * the names, and then only those rows are drawn, not every row by name again.
 */
const ResultOption = memo(function ResultOption({
  id,
  index,
  option,
  active,
  follow,
  on,
}: {
  id: string;
  index: number;
  option: SearchOption;
  active: boolean;
  /** Whether the arrows made it active: it is then scrolled into view. */
  follow: boolean;
  on: RowHandlers;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      ref={follow ? showActive : undefined}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => on.open(option)}
      onMouseMove={() => on.point(index)}
      className={`flex cursor-pointer items-start gap-3 px-3 py-2 ${active ? 'bg-primary-soft' : ''}`}
    >
      <OptionContent option={option} />
    </li>
  );
});

/** The results: files by name, then subjects and pages inside files under their own headings. */
function ResultsList({
  listId,
  resultsFor,
  pagesFor,
  named,
  subjects,
  paged,
}: {
  listId: string;
  resultsFor: string;
  pagesFor: string;
  named: ReactNode[];
  subjects: ReactNode[];
  paged: ReactNode[];
}) {
  return (
    // data-results-for, data-pages-for: which query the rows by name and the pages inside files
    // answer, for tools that time the search.
    <ul
      id={listId}
      role="listbox"
      aria-label="Matching files"
      data-results-for={resultsFor}
      data-pages-for={pagesFor}
    >
      {named}
      {subjects.length > 0 && (
        <li role="presentation">
          <p
            id={`${listId}-subjects`}
            className="border-t border-line px-3 pt-2 text-xs font-semibold text-ink-muted"
          >
            Subjects
          </p>
          <ul role="group" aria-labelledby={`${listId}-subjects`}>
            {subjects}
          </ul>
        </li>
      )}
      {paged.length > 0 && (
        <li role="presentation">
          <p
            id={`${listId}-inside`}
            className="border-t border-line px-3 pt-2 text-xs font-semibold text-ink-muted"
          >
            Inside files
          </p>
          <ul role="group" aria-labelledby={`${listId}-inside`}>
            {paged}
          </ul>
        </li>
      )}
    </ul>
  );
}

/**
 * Shows the results from their top, as a new query makes the first the active one. Whether the
 * panel is scrolled is kept from its own scroll events: reading its scrollTop as a key is typed
 * would lay the page out at once, since the typed text has changed it, on every keystroke.
 */
function useScrollToTop() {
  const panel = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const onScroll = () => {
    scrolled.current = (panel.current?.scrollTop ?? 0) > 0;
  };
  const toTop = () => {
    if (!scrolled.current || !panel.current) return;
    panel.current.scrollTop = 0;
    scrolled.current = false;
  };
  return [panel, onScroll, toTop] as const;
}

/**
 * Which of `count` results is active, and whether the arrows made it so: only then is it
 * scrolled into view.
 */
function useActiveResult(count: number) {
  const [active, setActive] = useState(0);
  const [arrowed, setArrowed] = useState(false);
  const index = Math.min(active, count - 1);
  return {
    index,
    arrowed,
    step(by: number) {
      setActive((index + by + count) % count);
      setArrowed(true);
    },
    point(at: number) {
      setActive(at);
      setArrowed(false);
    },
    reset() {
      setActive(0);
      setArrowed(false);
    },
  };
}

/** The results as options: the same objects while the results stand, so their rows are not drawn again. */
function useOptions(files: readonly LibraryFile[], pages: readonly ContentMatch[]) {
  const named = useMemo(() => files.map((file): SearchOption => ({ type: 'name', file })), [files]);
  const paged = useMemo(
    () => pages.map((match): SearchOption => ({ type: 'page', match })),
    [pages],
  );
  return { named, paged };
}

/** Where a result leads: the file in its list, the subject's page, or the page inside the file. */
function hrefOf(option: SearchOption): string {
  if (option.type === 'name') return option.file.viewHref;
  if (option.type === 'subject') return paths.subject.href(option.subject.slug);
  return foundHref(option.match.file, { page: option.match.part, words: option.match.words });
}

/** The subjects whose names hold every word of `query`, as options with their files' count. */
function useSubjectOptions(
  kinds: readonly KindSettings[],
  query: string,
  library: readonly LibraryFile[],
): SearchOption[] {
  const every = useEverySubject(kinds);
  return useMemo(
    () =>
      subjectsMatching(every, query)
        .slice(0, SHOWN_SUBJECTS)
        .map((subject) => ({
          type: 'subject',
          subject,
          files: library.filter((file) => file.scope.subject === subject.slug).length,
        })),
    [every, query, library],
  );
}

/**
 * "Search files": every file on the device by words of its name, subject or kind, as the student
 * types. The ARIA combobox pattern: arrows move through the results, Enter opens the one chosen
 * (the first by default), Escape closes them; the count is announced.
 */
export function SearchBox({ kinds, inputRef, onNavigate }: SearchBoxProps) {
  const library = useLibrary(kinds);
  const search = useLibrarySearch(library);
  const inside = useContentSearch(search.query, library);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [panel, onPanelScroll, panelToTop] = useScrollToTop();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { total, searching } = search;
  const bySubject = useSubjectOptions(kinds, search.query, library);
  const { named, paged } = useOptions(search.results, inside.pages);
  const results = [...named, ...bySubject, ...paged];
  const showing = open && searching;
  const active = useActiveResult(results.length);

  const openFile = (option: SearchOption | undefined) => {
    if (!option) return;
    search.setQuery('');
    setOpen(false);
    onNavigate?.();
    void navigate(hrefOf(option));
  };

  const on = useSteadyHandlers({ open: openFile, point: active.point });
  const renderOption = (option: SearchOption, index: number) => (
    <ResultOption
      key={optionKey(option)}
      id={optionId(index)}
      index={index}
      option={option}
      active={index === active.index}
      follow={index === active.index && active.arrowed}
      on={on}
    />
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      active.step(step);
    } else if (event.key === 'Enter' && showing) {
      event.preventDefault();
      openFile(results[active.index]);
    } else if (event.key === 'Escape') {
      if (showing) setOpen(false);
      else search.setQuery('');
    }
  };

  const pages = { pages: inside.totalPages, more: inside.morePages };
  const status = searching ? statusText(search.query, total, named.length, pages) : '';

  return (
    <div
      className="relative w-full"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <p role="status" className="sr-only">
        {showing ? status : ''}
      </p>
      <label className="sr-only" htmlFor={`${listId}-input`}>
        Search files
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showing && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={showing && results.length > 0 ? optionId(active.index) : undefined}
        aria-keyshortcuts="/"
        placeholder="Search files  /"
        value={search.query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          askForPages(event.target.value);
          search.setQuery(event.target.value);
          active.reset();
          setOpen(true);
          panelToTop();
        }}
        onKeyDown={onKeyDown}
        className={`${fieldClass} w-full pl-9 text-sm`}
      />
      {/* Scrolls when the results outgrow a short screen: in the Tab order after the field, so a
          keyboard can scroll it too, while the arrows in the field move the active result into
          view. */}
      <div
        ref={panel}
        onScroll={onPanelScroll}
        hidden={!showing}
        tabIndex={0}
        className={`${popoverClass} absolute top-full right-0 left-0 z-30 mt-1 max-h-below-bar overflow-y-auto md:left-auto md:w-md`}
      >
        <ResultsList
          listId={listId}
          resultsFor={search.resultsFor}
          pagesFor={inside.pagesFor}
          named={named.map((option, index) => renderOption(option, index))}
          subjects={bySubject.map((option, index) => renderOption(option, named.length + index))}
          paged={paged.map((option, index) =>
            renderOption(option, named.length + bySubject.length + index),
          )}
        />
        {searching && ((total === 0 && inside.totalPages === 0) || total > named.length) && (
          <p className="px-3 py-2 text-sm text-ink-muted">{status}</p>
        )}
      </div>
    </div>
  );
}
