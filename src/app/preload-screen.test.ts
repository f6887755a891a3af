import { LazyLibrarySearch } from './lazy-library-search';
import { preloadScreen } from './routes';

describe('preloading the first screen', () => {
  it('fetches the search with a screen shown only once signed in, not with a public one', async () => {
    const searchPreload = vi.spyOn(LazyLibrarySearch, 'preload');
    await preloadScreen('/contact');
    await preloadScreen('/signin');
    expect(searchPreload).not.toHaveBeenCalled();
    await preloadScreen('/view-notes/dsa');
    expect(searchPreload).toHaveBeenCalledTimes(1);
  });
});
