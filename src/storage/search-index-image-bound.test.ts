import { openDB } from 'idb';
import { expect, it } from 'vitest';
import { SEARCH_DB } from './keys';
import { SearchIndexStore } from './search-index-store';

it('starts an index afresh, after its bound, when the database holding its image gives no answer', async () => {
  // An older version's connection that never makes way: the image's database cannot be opened
  // and gives no answer, as a database WebKit left wedged gives none.
  const older = await openDB(SEARCH_DB.name, SEARCH_DB.version - 1);
  const started = Date.now();
  const store = await SearchIndexStore.open({ imageBoundMs: 300 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  expect(store.home).toBe('memory');
  expect(store.files()).toEqual([]);
  older.close();
});
