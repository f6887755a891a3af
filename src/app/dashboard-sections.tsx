import type { ComponentType } from 'react';
import { deferredComponent } from '../ui/deferred-component';
import { ReloadNotice } from '../ui/reload-notice';

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
 * dashboard's own chunk, which its greeting and cards need, is smaller. The route preloads them
 * once that chunk is in, while the sign-in check is still under way: waiting until React reaches
 * them would cost a phone a round trip after the check.
 */
export const YourFilesSection = deferredComponent(
  () => import('../features/shortcuts/components/your-files').then((m) => m.YourFiles),
  { Failed: notLoaded('Your recent and starred files') },
);
export const LibraryPanelSection = deferredComponent(
  () => import('../features/backup/components/library-panel').then((m) => m.LibraryPanel),
  { Failed: notLoaded('Your library’s storage and backup') },
);
export const SearchIndexSection = deferredComponent(
  () =>
    import('../features/search/components/search-index-status').then((m) => m.SearchIndexStatus),
  { Failed: notLoaded('The search index’s status') },
);

/** Starts the downloads; one that fails shows its section's reload notice until a reload. */
export function preloadDashboardSections(): void {
  YourFilesSection.preload().catch(() => undefined);
  LibraryPanelSection.preload().catch(() => undefined);
  SearchIndexSection.preload().catch(() => undefined);
}
