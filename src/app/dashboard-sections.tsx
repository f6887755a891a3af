import type { ComponentType } from 'react';
import { deferredComponent } from '../ui/deferred-component';
import { ReloadNotice } from '../ui/reload-notice';
import { sectionChunks } from './dashboard-section-chunks';

/** Files dropped on the dashboard: in this chunk, which comes with the dashboard's own. */
export { DropToAnyList } from '../features/library/components/drop-to-chosen-list';

/** What a section shows when its code could not be fetched, in place of leaving a gap. */
function notLoaded<Props extends object>(what: string): ComponentType<Props> {
  return function SectionNotLoaded() {
    return (
      <ReloadNotice
        className="mt-10"
        message={`${what} could not be loaded. Check your connection, then reload the page.`}
      />
    );
  };
}

/**
 * The dashboard's file lists and library health come in chunks of their own, so that the
 * dashboard's own chunk, which its greeting and cards need, stays small. The route fetches them
 * beside that chunk and draws the dashboard once all are in, every section in the same commit as
 * the cards: on a phone the files come before the cards, and a section arriving a frame later
 * would push the whole screen down under the student's finger.
 */
export const YourFilesSection = deferredComponent(
  () => sectionChunks.yourFiles().then((m) => m.YourFiles),
  { Failed: notLoaded('Your recent and starred files'), withScreen: true },
);
export const LibraryPanelSection = deferredComponent(
  () => sectionChunks.libraryPanel().then((m) => m.LibraryPanel),
  { Failed: notLoaded('Your library’s storage and backup'), withScreen: true },
);
export const SearchIndexSection = deferredComponent(
  () => sectionChunks.searchIndexStatus().then((m) => m.SearchIndexStatus),
  { Failed: notLoaded('The search index’s status'), withScreen: true },
);

export const RevisionDueSection = deferredComponent(
  () => sectionChunks.revisionDue().then((m) => m.RevisionDue),
  { Failed: notLoaded('Your revision cards'), withScreen: true },
);

/**
 * Fetches every section; resolves when each has arrived or failed (one that fails shows its
 * section's reload notice until a reload, and holds nothing else back).
 */
export async function loadDashboardSections(): Promise<void> {
  await Promise.all(
    [YourFilesSection, RevisionDueSection, LibraryPanelSection, SearchIndexSection].map((section) =>
      section.preload().catch(() => undefined),
    ),
  );
}
