import { SearchBox, type SearchBoxProps } from '../features/search/components/search-box';
import { materialKinds } from './material-kinds';

/** The navigation bar's search over every kind: loaded after the first screen, when signed in. */
export default function LibrarySearch(props: Omit<SearchBoxProps, 'kinds'>) {
  return <SearchBox kinds={materialKinds} {...props} />;
}
