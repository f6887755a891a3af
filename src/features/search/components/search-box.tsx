import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { FileMeta } from '../../library/components/file-meta';
import { FileIcon } from '../../library/components/file-icon';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { placeText, type LibraryFile } from '../../library/library-files';
import { useLibrarySearch } from '../use-library-search';
import { fieldClass } from '../../../ui/field-styles';
import { popoverClass } from '../../../ui/card-styles';

export interface SearchBoxProps {
  kinds: readonly KindSettings[];
  /** The field, for the bar's `/` shortcut. */
  inputRef?: Ref<HTMLInputElement>;
  /** Called once a result is opened (the narrow menu closes). */
  onNavigate?: () => void;
}

/** Keeps the active result in view as the arrows move it through a list that scrolls. */
function showActive(option: HTMLLIElement | null) {
  option?.scrollIntoView?.({ block: 'nearest' });
}

/** What the search says of its results, to screen readers and under the list when it is cut. */
function statusText(query: string, total: number, shown: number): string {
  if (total === 0)
    return `No files match “${query.trim()}”. Upload some from Notes, Papers, Schedules or Books to find them here.`;
  return total > shown
    ? `${total} files match; showing the first ${shown}.`
    : `${total} ${total === 1 ? 'file matches' : 'files match'}.`;
}

/**
 * "Search files": every file on the device by words of its name, subject or kind, as the student
 * types. The ARIA combobox pattern: arrows move through the results, Enter opens the one chosen
 * (the first by default), Escape closes them; the count is announced.
 */
export function SearchBox({ kinds, inputRef, onNavigate }: SearchBoxProps) {
  const search = useLibrarySearch(kinds);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { results, total, searching } = search;
  const showing = open && searching;
  const activeIndex = Math.min(active, results.length - 1);

  const openFile = (file: LibraryFile | undefined) => {
    if (!file) return;
    search.setQuery('');
    setOpen(false);
    onNavigate?.();
    void navigate(file.viewHref);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter' && showing) {
      event.preventDefault();
      openFile(results[activeIndex]);
    } else if (event.key === 'Escape') {
      if (showing) setOpen(false);
      else search.setQuery('');
    }
  };

  const status = searching ? statusText(search.query, total, results.length) : '';

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
        aria-activedescendant={showing && results.length > 0 ? optionId(activeIndex) : undefined}
        aria-keyshortcuts="/"
        placeholder="Search files  /"
        value={search.query}
        onFocus={() => {
          search.refresh();
          setOpen(true);
        }}
        onChange={(event) => {
          search.setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={`${fieldClass} w-full pl-9 text-sm`}
      />
      {/* Scrolls when the results outgrow a short screen: in the Tab order after the field, so a
          keyboard can scroll it too, while the arrows in the field move the active result into
          view. */}
      <div
        hidden={!showing}
        tabIndex={0}
        className={`${popoverClass} absolute top-full right-0 left-0 z-30 mt-1 max-h-below-bar overflow-y-auto md:left-auto md:w-md`}
      >
        {/* data-results-for: which query the rows answer, for tools that time the search. */}
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching files"
          data-results-for={search.resultsFor}
        >
          {results.map((file, index) => (
            <li
              key={`${file.layout.listKey}/${file.record.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              ref={index === activeIndex ? showActive : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openFile(file)}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-start gap-3 px-3 py-2 ${
                index === activeIndex ? 'bg-primary-soft' : ''
              }`}
            >
              <FileIcon fileName={file.record.fileName} className="mt-0.5 h-5 w-5 shrink-0" />
              <span className="min-w-0">
                <span className="block truncate font-medium text-ink">{file.record.fileName}</span>
                <span className="block text-xs text-ink-muted">
                  <FileMeta record={file.record} place={placeText(file)} />
                </span>
              </span>
            </li>
          ))}
        </ul>
        {searching && (total === 0 || total > results.length) && (
          <p className="px-3 py-2 text-sm text-ink-muted">{status}</p>
        )}
      </div>
    </div>
  );
}
