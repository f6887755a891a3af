import { deferredComponent } from '../ui/deferred-component';

/**
 * The dashboard's file lists and library health come in chunks of their own, so that the
 * dashboard's own chunk, which its greeting and cards need, is smaller. The route preloads them
 * once that chunk is in, while the sign-in check is still under way: waiting until React reaches
 * them would cost a phone a round trip after the check.
 */
export const YourFilesSection = deferredComponent(() =>
  import('../features/shortcuts/components/your-files').then((m) => m.YourFiles),
);
export const LibraryPanelSection = deferredComponent(() =>
  import('../features/backup/components/library-panel').then((m) => m.LibraryPanel),
);
export const SearchIndexSection = deferredComponent(() =>
  import('../features/search/components/search-index-status').then((m) => m.SearchIndexStatus),
);

/** Starts the downloads; one that fails leaves its section out of the dashboard until a reload. */
export function preloadDashboardSections(): void {
  YourFilesSection.preload().catch(() => undefined);
  LibraryPanelSection.preload().catch(() => undefined);
  SearchIndexSection.preload().catch(() => undefined);
}
