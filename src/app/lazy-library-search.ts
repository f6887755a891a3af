import { deferredComponent } from '../ui/deferred-component';

/**
 * The navigation bar's library search, in a chunk of its own: the landing screen's JavaScript does
 * without it. A screen only a signed-in student sees preloads it, since its bar shows the search
 * as soon as the sign-in check answers.
 */
export const LazyLibrarySearch = deferredComponent(() =>
  import('./library-search').then((m) => m.default),
);
